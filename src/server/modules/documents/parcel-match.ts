/**
 * Parcel numbers as drawings label them: "APN: 123-456-78", "Parcel ID 15-22-301-004", "PIN
 * 0912-34-5678", "Tax ID R123456", "Folio 01-3127-030-0010".
 */

const LABEL = String.raw`(?:a\.?p\.?n\.?|assessor'?s? parcel(?: (?:no\.?|number|#))?|parcel(?: (?:id|no\.?|number|#))?|p\.?i\.?n\.?|tax (?:id|parcel|map|account)(?: (?:no\.?|number|#))?|folio(?: (?:no\.?|number))?|property id)`;
/** A value starts with a digit, or a letter then a digit; its groups are joined by - or . */
const VALUE = String.raw`([a-z]?\d[0-9a-z]*(?:[-.][0-9a-z]+)*)`;
const LABELLED_PARCEL = new RegExp(
  // A second label in brackets is common on title sheets: "PARCEL NUMBER (APN): 0123-4567-89".
  String.raw`\b${LABEL}(?![a-z])(?:\s*\(${LABEL}\))?\s*(?:no\.?|number|#)?\s*[:#.]?\s*${VALUE}`,
  "gi",
);
const MIN_DIGITS = 4;

/** "123-456-78" → "12345678": the number without its separators, for comparing. */
export function parcelKey(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, "");
}

export type ParcelMention = { value: string; at: number };

/** The labelled parcel numbers on a line. */
export function parcelsIn(line: string): ParcelMention[] {
  return [...line.matchAll(LABELLED_PARCEL)].flatMap((match) => {
    const value = match[1]?.trim() ?? "";
    const digits = value.replace(/\D/g, "").length;
    return digits >= MIN_DIGITS ? [{ value, at: match.index }] : [];
  });
}

/** Whether a line holds the given parcel number, labelled or not ("123-456-78" or "12345678"). */
export function holdsParcel(line: string, given: string): boolean {
  const key = parcelKey(given);
  if (key.replace(/\D/g, "").length < MIN_DIGITS) return false;
  if (parcelsIn(line).some((mention) => parcelKey(mention.value) === key)) return true;
  // Unlabelled: the number as written, with its own separators.
  const escaped = given.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`, "i").test(line);
}
