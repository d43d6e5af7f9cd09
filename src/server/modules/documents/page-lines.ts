import type { FindingLocation, UploadedFile, UploadedPage } from "./document-types.ts";

/**
 * Page text read as lines: whether a line reads as a sheet title or as a sentence, whether it says
 * the thing is not there ("BY OTHERS"), whether the page was read reliably, and the excerpt a
 * finding shows.
 */

/** Below this OCR confidence (0–100) a page's words may be misread. */
export const LOW_OCR_CONFIDENCE = 60;
const EXCERPT_LENGTH = 160;

/** A page with its lines, in the order the check reads them. */
export type PageText = { file: UploadedFile; page: UploadedPage; lines: string[] };

/** Every page of every file, files in the order given and pages by number. */
export function pagesOf(files: readonly UploadedFile[]): PageText[] {
  return files.flatMap((file) =>
    [...file.pages]
      .sort((a, b) => a.page - b.page)
      .map((page) => ({ file, page, lines: linesOf(page.text) })),
  );
}

export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/**
 * Read by OCR with a confidence under 60, or with none given: we cannot tell how well it was read,
 * so a match there is not taken as found.
 */
export function isLowConfidence(page: UploadedPage): boolean {
  return page.read === "ocr" && (page.confidence === null || page.confidence < LOW_OCR_CONFIDENCE);
}

const SHEET_NUMBER = /^(?:sheet\s+)?[a-z]{1,3}[-.]?\d{1,3}(?:\.\d{1,2})?[a-z]?\b[\s:.\-–]*/i;
const TRAILING_SCALE = /\s*[-–,:]?\s*(?:scale\b.*|\d+(?:\s*\/\s*\d+)?\s*"\s*=.*|n\.?t\.?s\.?)$/i;
/** Words of a sentence (a general note), not of a title. */
const SENTENCE_WORDS =
  /\b(?:shall|must|should|verify|refer|see|per|provides?|provided|comply|complies|contractor|will|are|is|be|been|has|have|unless|note)\b/i;

/**
 * A line that reads as a sheet or page title ("A1.0 FLOOR PLAN SCALE: 1/4" = 1'-0"", "Compliance
 * Certificate"), not a sentence in a general note ("SEE SITE PLAN FOR SETBACKS").
 */
export function isTitleLine(line: string): boolean {
  const rest = line.replace(SHEET_NUMBER, "").replace(TRAILING_SCALE, "").trim();
  if (rest.length === 0 || rest.length > 60) return false;
  if (rest.split(" ").length > 9) return false;
  if (/[.;]\s+\w/.test(rest)) return false;
  return !SENTENCE_WORDS.test(rest);
}

const NEGATION =
  /\b(?:not included|by others|under separate (?:cover|permit|submittal)|separate submittal|deferred(?: submittal)?|to be (?:provided|submitted|furnished)(?: later)?|not (?:provided|required|applicable|part of (?:this|the) (?:set|submittal|scope))|n\/a|tbd|pending|not in scope)(?![a-z])/i;

/** The words that say the thing is not here ("BY OTHERS", "DEFERRED SUBMITTAL"), or null. */
export function negationIn(line: string): string | null {
  return NEGATION.exec(line)?.[0] ?? null;
}

const SHEET_INDEX =
  /\b(?:sheet|drawing) (?:index|list)\b|\bindex of (?:sheets|drawings)\b|\blist of (?:sheets|drawings)\b/i;

/** A cover page listing the sheets: a title there names a sheet, it does not show it. */
export function isSheetIndex(page: PageText): boolean {
  return page.lines.some((line) => SHEET_INDEX.test(line));
}

function clip(text: string, at: number): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const start = Math.max(0, Math.min(at - 50, text.length - EXCERPT_LENGTH + 2));
  const body = text.slice(start, start + EXCERPT_LENGTH - 2).trim();
  return `${start > 0 ? "…" : ""}${body}${start + EXCERPT_LENGTH - 2 < text.length ? "…" : ""}`;
}

/** The matched line, with the next one where the line alone says little ("SITE PLAN / SCALE …"). */
export function excerptAt(lines: readonly string[], index: number, matchAt = 0): string {
  const line = lines[index] ?? "";
  const next = lines[index + 1];
  const text = line.length < 60 && next ? `${line} / ${next}` : line;
  return clip(text, matchAt);
}

export function locationOf(page: PageText, lineIndex: number, matchAt = 0): FindingLocation {
  return {
    fileId: page.file.fileId,
    fileName: page.file.name,
    page: page.page.page,
    excerpt: excerptAt(page.lines, lineIndex, matchAt),
  };
}

/** "page 3 of plans.pdf". */
export function pageName(page: PageText): string {
  return `page ${page.page.page} of ${page.file.name}`;
}
