import { DOCUMENT_KINDS, type DocumentKind } from "./document-kinds.ts";
import { type PageText, isSheetIndex, isTitleLine } from "./page-lines.ts";
import { hasScaleStatement } from "./scale-and-dimensions.ts";

/**
 * Which pages are drawings, and which page is the title sheet: the first page of the first PDF
 * that looks like a drawing set (a page with a drawing's sheet title or a stated scale).
 */

const DRAWING_KINDS = DOCUMENT_KINDS.filter((kind) => kind.drawing);
/** Drawings in plan view, which carry the dimensions a reviewer checks. */
const PLAN_KINDS = new Set([
  "site-plan",
  "floor-plan",
  "foundation-plan",
  "framing-plan",
  "roof-plan",
  "deck-plan",
]);

export type DrawingPage = PageText & {
  /** The drawing kinds whose sheet titles the page carries. */
  kinds: string[];
};

function titledKinds(page: PageText): DocumentKind[] {
  return DRAWING_KINDS.filter((kind) =>
    page.lines.some(
      (line) =>
        !kind.notThis?.test(line) &&
        kind.titles.some((title) => title.test(line)) &&
        isTitleLine(line),
    ),
  );
}

/** Pages with a drawing's sheet title; a sheet index page only names the sheets. */
export function drawingPages(pages: readonly PageText[]): DrawingPage[] {
  return pages.flatMap((page) => {
    const kinds = titledKinds(page).map((kind) => kind.id);
    return kinds.length > 0 && !isSheetIndex(page) ? [{ ...page, kinds }] : [];
  });
}

/** Drawing pages in plan view (site, floor, foundation, framing, roof or deck plans). */
export function planPages(pages: readonly PageText[]): DrawingPage[] {
  return drawingPages(pages).filter((page) => page.kinds.some((kind) => PLAN_KINDS.has(kind)));
}

function looksLikeDrawings(page: PageText): boolean {
  return titledKinds(page).length > 0 || page.lines.some(hasScaleStatement);
}

/** The title sheet: the first page of the first PDF (else the first file) that holds drawings. */
export function titleSheet(pages: readonly PageText[]): PageText | null {
  const drawingFiles = [
    ...new Set(pages.filter(looksLikeDrawings).map((page) => page.file.fileId)),
  ];
  const isPdf = (fileId: string) =>
    pages.some((page) => page.file.fileId === fileId && /\.pdf$/i.test(page.file.name));
  const fileId = drawingFiles.find(isPdf) ?? drawingFiles[0];
  return pages.find((page) => page.file.fileId === fileId) ?? null;
}
