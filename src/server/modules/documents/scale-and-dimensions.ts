import type { FindingLocation } from "./document-types.ts";
import { type PageText, isLowConfidence, locationOf, pageName } from "./page-lines.ts";

/**
 * A drawing's stated scale (1/4" = 1'-0", 1" = 20', SCALE: 1:100, NTS) and its written
 * dimensions (12'-6", 25'-0"), read from page text.
 */

const INCHES = String.raw`(?:"|''|”|″|\s?in\.?|\s?inch(?:es)?)`;
const FEET = String.raw`(?:'|’|′|\s?ft\.?|\s?feet|\s?foot)`;
/** 1/4" = 1'-0", 1" = 20', 3/16"=1'-0", 1 1/2" = 1'-0". */
const ARCHITECTURAL_SCALE = new RegExp(
  String.raw`\b\d{1,2}(?:\s+\d{1,2})?(?:\s*\/\s*\d{1,2})?\s*${INCHES}\s*=\s*\d{1,3}\s*${FEET}(?:\s*-?\s*\d{1,2}\s*${INCHES})?`,
  "i",
);
/** SCALE: 1:100 (a ratio counts only with the word, so a time like 1:30 does not). */
const RATIO_SCALE = /\bscale\b\s*[:=]?\s*1\s*:\s*\d{1,4}\b/i;
const GRAPHIC_SCALE = /\bgraphic scale\b/i;
const NOT_TO_SCALE = /\bn\.?\s?t\.?\s?s\b\.?|\bnot to scale\b/i;

export type ScaleStatement = { kind: "scale" | "not-to-scale"; at: number };

export function scaleIn(line: string): ScaleStatement | null {
  for (const pattern of [ARCHITECTURAL_SCALE, RATIO_SCALE, GRAPHIC_SCALE]) {
    const match = pattern.exec(line);
    if (match) return { kind: "scale", at: match.index };
  }
  const nts = NOT_TO_SCALE.exec(line);
  return nts ? { kind: "not-to-scale", at: nts.index } : null;
}

export function hasScaleStatement(line: string): boolean {
  return scaleIn(line) !== null;
}

/** 12'-6", 25'-0", 12' 6", 10'-3 1/2", and feet alone (20'), outside any scale statement. */
const DIMENSION = new RegExp(
  String.raw`\b\d{1,4}(?:\.\d{1,2})?\s*(?:'|’|′)(?:\s*-?\s*\d{1,2}(?:\s+\d{1,2}\/\d{1,2})?\s*(?:"|''|”|″))?`,
  "gi",
);

export function dimensionsIn(line: string): number {
  const withoutScale = line.replace(new RegExp(ARCHITECTURAL_SCALE.source, "gi"), " ");
  return withoutScale.match(DIMENSION)?.length ?? 0;
}

export type SheetResult = {
  status: "found" | "unclear" | "missing";
  where: FindingLocation[];
  note: string | null;
};

const MAX_LOCATIONS = 3;

type PageVerdict = {
  page: PageText;
  /** The line and match of the page's first reliable evidence. */
  evidence: { line: number; at: number } | null;
  notToScale: boolean;
};

function pageList(pages: PageText[]): string {
  const names = pages.slice(0, 4).map(pageName);
  return `${names.join("; ")}${pages.length > 4 ? ` and ${pages.length - 4} more` : ""}`;
}

/**
 * Every page to check must carry the evidence: found when all do, missing when none does, unclear
 * when some do or the evidence is only in low-confidence OCR.
 */
function verdictOver(
  verdicts: PageVerdict[],
  what: string,
  lowConfidence: PageText[],
): SheetResult {
  if (verdicts.length === 0)
    return {
      status: "unclear",
      where: [],
      note:
        lowConfidence.length > 0
          ? `Only scanned pages read with low confidence show ${what}: ${pageList(lowConfidence)}.`
          : "We found no drawing sheets in the files to check.",
    };
  const withEvidence = verdicts.filter((verdict) => verdict.evidence);
  const without = verdicts.filter((verdict) => !verdict.evidence).map((verdict) => verdict.page);
  const where = withEvidence
    .slice(0, MAX_LOCATIONS)
    .map((verdict) =>
      locationOf(verdict.page, verdict.evidence?.line ?? 0, verdict.evidence?.at ?? 0),
    );
  const notToScale = verdicts
    .filter((verdict) => verdict.notToScale)
    .map((verdict) => verdict.page);
  const ntsNote =
    notToScale.length > 0 ? `Marked not to scale (NTS) on ${pageList(notToScale)}.` : null;
  if (without.length === 0) return { status: "found", where, note: ntsNote };
  const lowNote =
    lowConfidence.length > 0
      ? `Scanned pages read with low confidence may hold it: ${pageList(lowConfidence)}.`
      : null;
  if (withEvidence.length === 0)
    return {
      status: lowConfidence.length > 0 ? "unclear" : "missing",
      where: [],
      note: [`No ${what} found on ${pageList(without)}.`, lowNote].filter(Boolean).join(" "),
    };
  return {
    status: "unclear",
    where,
    note: [`No ${what} on ${pageList(without)}.`, ntsNote, lowNote].filter(Boolean).join(" "),
  };
}

function firstLine(
  page: PageText,
  find: (line: string) => number | null,
): { line: number; at: number } | null {
  for (const [index, line] of page.lines.entries()) {
    const at = find(line);
    if (at !== null) return { line: index, at };
  }
  return null;
}

/** Each drawing page states its scale (or NTS). */
export function checkScale(drawings: PageText[]): SheetResult {
  const reliable = drawings.filter((page) => !isLowConfidence(page.page));
  const lowConfidence = drawings.filter(
    (page) => isLowConfidence(page.page) && page.lines.some(hasScaleStatement),
  );
  const verdicts = reliable.map((page) => {
    const statements = page.lines.map(scaleIn);
    const evidence = firstLine(page, (line) => scaleIn(line)?.at ?? null);
    return {
      page,
      evidence,
      notToScale:
        statements.some((statement) => statement?.kind === "not-to-scale") &&
        !statements.some((statement) => statement?.kind === "scale"),
    };
  });
  return verdictOver(verdicts, "stated scale", lowConfidence);
}

/** Each plan page carries written dimensions. */
export function checkDimensions(plans: PageText[]): SheetResult {
  const reliable = plans.filter((page) => !isLowConfidence(page.page));
  const lowConfidence = plans.filter(
    (page) => isLowConfidence(page.page) && page.lines.some((line) => dimensionsIn(line) > 0),
  );
  const verdicts = reliable.map((page) => ({
    page,
    evidence: firstLine(page, (line) => {
      if (dimensionsIn(line) === 0) return null;
      const withoutScale = line.replace(new RegExp(ARCHITECTURAL_SCALE.source, "gi"), (scale) =>
        " ".repeat(scale.length),
      );
      return withoutScale.search(new RegExp(DIMENSION.source, "i"));
    }),
    notToScale: false,
  }));
  return verdictOver(verdicts, "written dimensions", lowConfidence);
}
