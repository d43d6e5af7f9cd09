import type { Detection } from "./checklist-ids.ts";
import type { DocumentKind } from "./document-kinds.ts";
import type { FindingLocation } from "./document-types.ts";
import {
  type PageText,
  isLowConfidence,
  isSheetIndex,
  isTitleLine,
  locationOf,
  negationIn,
  pageName,
} from "./page-lines.ts";

/**
 * Looks for a document kind in the pages' text. A sheet title, or a mark that counts anywhere,
 * shows it; everything short of that (a note, a mention, a line that says "BY OTHERS", a sheet
 * index entry, low-confidence OCR) only makes it unclear.
 */

type Weakness = "note" | "mention" | "negated" | "low-confidence" | "index";

export type KindHit = {
  page: PageText;
  line: number;
  matchAt: number;
  /** Null for a hit that shows the kind; else why it does not. */
  weakness: Weakness | null;
  /** The negating words, for a negated hit. */
  negation: string | null;
};

export type KindResult = {
  kind: DocumentKind;
  status: "found" | "unclear" | "missing";
  hits: KindHit[];
};

function firstMatch(patterns: readonly RegExp[] | undefined, line: string): number | null {
  for (const pattern of patterns ?? []) {
    const match = pattern.exec(line);
    if (match) return match.index;
  }
  return null;
}

/** A title-like line naming the kind, on a sheet index page: one naming it twice also shows it. */
function titleCount(kind: DocumentKind, page: PageText): number {
  return page.lines.filter(
    (line) =>
      firstMatch(kind.titles, line) !== null && isTitleLine(line) && !kind.notThis?.test(line),
  ).length;
}

function hitOn(kind: DocumentKind, page: PageText, line: string, index: number): KindHit | null {
  if (kind.notThis?.test(line) || (kind.alsoNeeds && !kind.alsoNeeds.test(line))) return null;
  const mark = firstMatch(kind.marks, line);
  const title = mark === null ? firstMatch(kind.titles, line) : null;
  const mention = mark === null && title === null ? firstMatch(kind.mentions, line) : null;
  const matchAt = mark ?? title ?? mention;
  if (matchAt === null) return null;
  let weakness: Weakness | null = null;
  if (mention !== null) weakness = "mention";
  else if (title !== null && !isTitleLine(line)) weakness = "note";
  else if (title !== null && isSheetIndex(page) && titleCount(kind, page) < 2) weakness = "index";
  const negation = weakness === null ? negationIn(line) : null;
  if (negation) weakness = "negated";
  else if (weakness === null && isLowConfidence(page.page)) weakness = "low-confidence";
  return { page, line: index, matchAt, weakness, negation };
}

export function findKind(kind: DocumentKind, pages: readonly PageText[]): KindResult {
  const hits = pages.flatMap((page) =>
    page.lines.flatMap((line, index) => {
      const hit = hitOn(kind, page, line, index);
      return hit ? [hit] : [];
    }),
  );
  const strong = hits.filter((hit) => hit.weakness === null);
  if (strong.length > 0) return { kind, status: "found", hits: strong };
  return { kind, status: hits.length > 0 ? "unclear" : "missing", hits };
}

function weaknessNote(result: KindResult): string | null {
  const hit = result.hits[0];
  if (!hit?.weakness) return null;
  const { noun } = result.kind;
  switch (hit.weakness) {
    case "note":
      return `${capital(noun)} is only named in a note (${pageName(hit.page)}), not as a sheet or document of its own.`;
    case "mention":
      return `${capital(noun)} is only mentioned (${pageName(hit.page)}); we didn't find the document itself.`;
    case "negated":
      return `${capital(noun)} is named on ${pageName(hit.page)}, but marked "${hit.negation}".`;
    case "index":
      return `${capital(noun)} is listed in the sheet index, but we didn't find the sheet itself.`;
    case "low-confidence": {
      const confidence = hit.page.page.confidence;
      return `${capital(noun)} appears only in scanned text read with low confidence (${confidence === null ? "confidence not given" : `${confidence}%`}, ${pageName(hit.page)}); please check it.`;
    }
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function list(nouns: string[]): string {
  if (nouns.length <= 1) return nouns.join("");
  return `${nouns.slice(0, -1).join(", ")} and ${nouns.at(-1)}`;
}

export type DetectionResult = {
  status: "found" | "unclear" | "missing";
  where: FindingLocation[];
  note: string | null;
};

const MAX_LOCATIONS = 3;

/** A kind's first hit on each page: "NORTH ELEVATION" after "A3.0 ELEVATIONS" adds nothing. */
function onePerPage(hits: KindHit[]): KindHit[] {
  const seen = new Set<PageText>();
  return hits.filter((hit) => !seen.has(hit.page) && seen.add(hit.page));
}
const RANK = { found: 0, unclear: 1, missing: 2 } as const;

/** One alternative: found when all its kinds are, missing when none is, else unclear. */
function evaluateAlternative(kinds: DocumentKind[], pages: readonly PageText[]): DetectionResult {
  const results = kinds.map((kind) => findKind(kind, pages));
  const found = results.filter((result) => result.status === "found");
  const missing = results.filter((result) => result.status === "missing");
  const where = results
    .flatMap((result) => onePerPage(result.hits))
    .slice(0, MAX_LOCATIONS)
    .map((hit) => locationOf(hit.page, hit.line, hit.matchAt));
  if (found.length === results.length) return { status: "found", where, note: null };
  if (missing.length === results.length)
    return {
      status: "missing",
      where: [],
      note: `We didn't find ${list(results.map((result) => result.kind.noun))} in the files.`,
    };
  const notes = [
    found.length > 0 && missing.length > 0
      ? `Found ${list(found.map((result) => result.kind.noun))}, but not ${list(missing.map((result) => result.kind.noun))}.`
      : null,
    ...results.filter((result) => result.status === "unclear").map(weaknessNote),
  ].filter((note): note is string => note !== null);
  return { status: "unclear", where, note: notes.join(" ") || null };
}

/** The best of the alternatives (found, then unclear, then missing); the first on a tie. */
export function evaluateDetection(
  detection: Detection,
  pages: readonly PageText[],
): DetectionResult {
  const results = detection.map((kinds) => evaluateAlternative(kinds, pages));
  return results.reduce((best, result) =>
    RANK[result.status] < RANK[best.status] ? result : best,
  );
}
