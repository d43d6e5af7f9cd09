import { DETAILS_PREFIX, DOCUMENT_KINDS } from "./document-kinds.ts";

/**
 * Reads one line of a project type's `documents` list in content/permits/project-types.yaml
 * ("Foundation, framing and roof plans; structural calculations where needed") into the parts an
 * applicant submits, each with the condition it depends on and the document kinds that show it.
 */

export type DocumentLinePart = {
  label: string;
  /** "where the deck is attached to the house", or null when always asked for. */
  appliesWhen: string | null;
  /** Kind ids: any one alternative, each needing all its kinds; empty when no kind is known. */
  alternatives: string[][];
};

/**
 * Conditions as the lines write them. "showing where" describes, it does not condition ("Site plan
 * showing where the shelter goes"). A condition ends at ", or …" (the next alternative) or
 * ", which …" (an explanation).
 */
const CONDITIONS = [
  /(?:^|,\s*|\s)(?<!showing )((?:where|when|if|unless)\s.+?)\s*(?=,\s*(?:or|which)\s|$)/i,
  /,\s*(for\s.+?)\s*(?=,\s*(?:or|which)\s|$)/i,
  /\s(for (?:flush|long-span|large|larger|tall|new or altered|sewer or water|tankless|walls over|an adu) .+?)\s*(?=,\s*(?:or|which)\s|$)/i,
  /\s(in (?:wind|high-wind|wildfire|flood|historic) .+?)\s*(?=,\s*(?:or|which)\s|$)/i,
];
/** "(required in high-wind regions)": a condition the line puts in brackets. */
const BRACKETED_CONDITION = /\((?:required|needed) ((?:in|where|when|for) [^)]+)\)/i;
/** "if pipe is replaced, a permit application describing the work". */
const LEADING_CONDITION = /^((?:if|where|when)\s[^,]+),\s*(.+)$/i;
const STOP_WORDS = new Set(["a", "an", "the", "and", "or", "of", "for", "with", "to"]);

/** Splits at semicolons outside brackets: "Deck plan: footing size, depth and spacing; post …" keeps its list. */
function topLevelParts(line: string): string[] {
  if (/^[^;]*:/.test(line)) return [line];
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === ";" && depth === 0) {
      parts.push(line.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(line.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

function withoutBrackets(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Details of what: the first word and the word before "details" ("guard", "stair"). */
function detailsToken(segment: string): string {
  const words = segment.toLowerCase().match(/[a-z]+/g) ?? [];
  const at = words.findIndex((word) => word === "detail" || word === "details");
  const candidates = [words[0], at > 0 ? words[at - 1] : undefined];
  const subjects = [
    ...new Set(
      candidates.filter(
        (word): word is string =>
          word !== undefined && !STOP_WORDS.has(word) && !word.startsWith("detail"),
      ),
    ),
  ];
  return subjects.length > 0 ? `${DETAILS_PREFIX}-${subjects.join("-")}` : DETAILS_PREFIX;
}

/** The kind ids a piece of a line names, in the order it names them. */
export function kindsNamedIn(segment: string): string[] {
  const found = DOCUMENT_KINDS.flatMap((kind) => {
    const match = kind.named?.exec(segment);
    return match ? [{ id: kind.id, at: match.index, yieldsTo: kind.yieldsTo ?? [] }] : [];
  });
  const ids = new Set(found.map((kind) => kind.id));
  // "Permit application with … panel specifications" is the application, whatever it lists.
  if (found.some((kind) => kind.id === "permit-application" && kind.at === 0))
    return ["permit-application"];
  const kept = found
    .filter((kind) => !kind.yieldsTo.some((other) => ids.has(other)))
    .sort((a, b) => a.at - b.at)
    .map((kind) => kind.id);
  if (kept.length > 0) return kept;
  return /\bdetails?\b/i.test(segment) ? [detailsToken(segment)] : [];
}

/**
 * Alternatives joined by "or" ("Manufacturer's specifications or product approvals"); a piece that
 * names no kind belongs to its neighbour ("a kit or prefab shed" is one thing).
 */
function alternativesIn(head: string): string[][] {
  const segments = head.split(/,?\s+or\s+/i);
  const merged: string[] = [];
  for (const segment of segments) {
    const last = merged.length - 1;
    if (
      last >= 0 &&
      (kindsNamedIn(segment).length === 0 || kindsNamedIn(merged[last] ?? "").length === 0)
    )
      merged[last] = `${merged[last]} or ${segment}`;
    else merged.push(segment);
  }
  const seen = new Set<string>();
  return merged
    .map(kindsNamedIn)
    .filter((kinds) => kinds.length > 0)
    .filter((kinds) => {
      const key = kinds.join("+");
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function readPart(part: string): DocumentLinePart {
  const leading = LEADING_CONDITION.exec(part);
  const text = leading?.[2] ?? part;
  const bracketed = BRACKETED_CONDITION.exec(text)?.[1] ?? null;
  const plain = withoutBrackets(text);
  const trailing = CONDITIONS.map((pattern) => pattern.exec(plain)).find(Boolean);
  const condition = trailing?.[1] ?? null;
  // "Deck plan: footing size, …", "Wall section showing footing, …": the name says what it is.
  const named = (condition ? plain.replace(condition, "") : plain).split(":")[0] ?? "";
  const head = (named.split(/\s(?:showing|with)\s/i)[0] ?? "").replace(/[\s,]+$/, "");
  return {
    label: capitalised(text.trim()),
    appliesWhen: leading?.[1] ?? condition ?? bracketed,
    alternatives: alternativesIn(head),
  };
}

/** The parts of one document line; none for "Usually none". */
export function readDocumentLine(line: string): DocumentLinePart[] {
  const parts = topLevelParts(line.replace(/\s+/g, " ").trim());
  return parts.filter((part) => !/^usually none\b/i.test(part)).map(readPart);
}
