import { DETAILS_PREFIX, type DocumentKind, detailsKind, documentKind } from "./document-kinds.ts";

/**
 * A checklist item's id says what to look for, so the check needs nothing but the checklist:
 * "doc:floor-plan+elevations+sections" needs all three kinds; "doc:elevations|details" either one;
 * "general:owner-authorization" one kind; "sheet:scale" a sheet check. An id whose part after the
 * colon names no known kind ("doc:unclassified-3") has nothing the check can look for.
 */

/** Any one of the alternatives, each needing all its kinds. */
export type Detection = DocumentKind[][];

export function checklistId(origin: string, alternatives: readonly (readonly string[])[]): string {
  return `${origin}:${alternatives.map((kinds) => kinds.join("+")).join("|")}`;
}

/** The kind a token of an id names: a catalogue kind, or details of a thing ("details-guard-stair"). */
export function kindOfToken(token: string): DocumentKind | undefined {
  if (token === DETAILS_PREFIX) return detailsKind([]);
  const subjects = new RegExp(`^${DETAILS_PREFIX}-([a-z]+(?:-[a-z]+)*)$`).exec(token)?.[1];
  if (subjects) return detailsKind(subjects.split("-"));
  return documentKind(token);
}

/** What the item's id says to look for; null when it names nothing the check knows. */
export function detectionOf(itemId: string): Detection | null {
  const colon = itemId.indexOf(":");
  if (colon < 0) return null;
  const alternatives = itemId
    .slice(colon + 1)
    .split("|")
    .map((alternative) => alternative.split("+").map(kindOfToken));
  const known = alternatives.every((kinds) =>
    kinds.every((kind): kind is DocumentKind => kind !== undefined),
  );
  return known && alternatives.length > 0 ? (alternatives as Detection) : null;
}

/** The sheet check an item's id names ("sheet:scale" → "scale"), or null. */
export function sheetCheckOf(itemId: string): string | null {
  return itemId.startsWith("sheet:") ? itemId.slice("sheet:".length) : null;
}
