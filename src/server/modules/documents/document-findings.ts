import { detectionOf, sheetCheckOf } from "./checklist-ids.ts";
import type { ChecklistItem, Finding, ProjectAddress, UploadedFile } from "./document-types.ts";
import { drawingPages, planPages, titleSheet } from "./drawing-set.ts";
import { evaluateDetection } from "./kind-detection.ts";
import { type PageText, pagesOf } from "./page-lines.ts";
import { type SheetResult, checkDimensions, checkScale } from "./scale-and-dimensions.ts";
import { checkSignature } from "./signature-check.ts";
import { checkAddress, checkParcel } from "./title-sheet-checks.ts";

export type {
  Finding,
  FindingLocation,
  FindingStatus,
  ProjectAddress,
  UploadedFile,
  UploadedPage,
} from "./document-types.ts";

/**
 * What the uploaded files show for each checklist item, in checklist order. Pure and
 * deterministic: it reads only the page texts it is given.
 *
 * A conditional item (`appliesWhen`) that is not found is "unclear", never "missing": the
 * documents cannot tell whether its condition holds. An item the check cannot look for
 * (`detectable: false`) is "unclear" too.
 */
export function checkDocuments(input: {
  checklist: ChecklistItem[];
  files: UploadedFile[];
  address: ProjectAddress;
}): Finding[] {
  const pages = pagesOf(input.files);
  const sheets = sheetContext(pages, input.checklist);
  return input.checklist.map((item) => {
    const result =
      item.kind === "sheet" ? checkSheet(item, sheets, input.address) : checkDocument(item, pages);
    return finding(item, conditional(item, result));
  });
}

type SheetContext = {
  pages: PageText[];
  titleSheet: PageText | null;
  /** Whether the project's documents include drawings at all (a water heater's do not). */
  needsDrawings: boolean;
};

function sheetContext(pages: PageText[], checklist: ChecklistItem[]): SheetContext {
  const needsDrawings = checklist.some(
    (item) =>
      item.kind === "document" &&
      (detectionOf(item.id) ?? []).some((kinds) => kinds.some((kind) => kind.drawing)),
  );
  return { pages, titleSheet: titleSheet(pages), needsDrawings };
}

type Result = { status: Finding["status"]; where: Finding["where"]; note: string | null };

const NOT_DETECTABLE: Result = {
  status: "unclear",
  where: [],
  note: "We can't check this one from the documents' text; please check it yourself.",
};

function checkDocument(item: ChecklistItem, pages: PageText[]): Result {
  const detection = item.detectable ? detectionOf(item.id) : null;
  return detection ? evaluateDetection(detection, pages) : NOT_DETECTABLE;
}

function checkSheet(item: ChecklistItem, context: SheetContext, address: ProjectAddress): Result {
  const { pages, titleSheet: title } = context;
  if (!context.needsDrawings)
    return {
      status: "not-applicable",
      where: [],
      note: "This project's documents include no drawings to check.",
    };
  const checks: Record<string, () => SheetResult> = {
    scale: () => checkScale(drawingPages(pages)),
    dimensions: () => {
      const plans = planPages(pages);
      return checkDimensions(plans.length > 0 ? plans : drawingPages(pages));
    },
    address: () => checkAddress(pages, title, address),
    parcel: () => checkParcel(pages, title, address.parcel),
    signature: () => checkSignature(pages, title),
  };
  const check = checks[sheetCheckOf(item.id) ?? ""];
  return check ? check() : NOT_DETECTABLE;
}

/** Not found, and needed only where a condition holds that the documents cannot show. */
function conditional(item: ChecklistItem, result: Result): Result {
  if (result.status !== "missing" || !item.appliesWhen) return result;
  return {
    ...result,
    status: "unclear",
    note: `Only needed ${item.appliesWhen}; we can't tell from the documents whether that's so.${result.note ? ` ${result.note}` : ""}`,
  };
}

function finding(item: ChecklistItem, result: Result): Finding {
  return {
    itemId: item.id,
    label: item.label,
    status: result.status,
    where: result.where,
    why: item.why,
    note: result.note,
    source: item.source,
  };
}
