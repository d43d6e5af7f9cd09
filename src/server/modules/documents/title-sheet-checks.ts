import { findAddress, parseStreetAddress } from "./address-match.ts";
import type { ProjectAddress } from "./document-types.ts";
import { type PageText, isLowConfidence, locationOf, pageName } from "./page-lines.ts";
import { holdsParcel, parcelKey, parcelsIn } from "./parcel-match.ts";
import type { SheetResult } from "./scale-and-dimensions.ts";

/** The property's address and parcel number on the title sheet. */

const NO_TITLE_SHEET: SheetResult = {
  status: "unclear",
  where: [],
  note: "We found no drawing set among the files, so there is no title sheet to check.",
};

/** The title sheet's verdict, else where else in the files it appears (unclear), else missing. */
function onTitleSheet(
  pages: PageText[],
  titleSheet: PageText,
  find: (page: PageText) => { line: number; at: number } | null,
  what: string,
): SheetResult {
  const onTitle = find(titleSheet);
  if (onTitle && !isLowConfidence(titleSheet.page))
    return {
      status: "found",
      where: [locationOf(titleSheet, onTitle.line, onTitle.at)],
      note: null,
    };
  if (onTitle)
    return {
      status: "unclear",
      where: [locationOf(titleSheet, onTitle.line, onTitle.at)],
      note: `The title sheet seems to show ${what}, but it was scanned and read with low confidence; please check it.`,
    };
  for (const page of pages) {
    if (page === titleSheet) continue;
    const elsewhere = find(page);
    if (elsewhere)
      return {
        status: "unclear",
        where: [locationOf(page, elsewhere.line, elsewhere.at)],
        note: `${what.charAt(0).toUpperCase()}${what.slice(1)} is on ${pageName(page)}, but not on the title sheet (${pageName(titleSheet)}).`,
      };
  }
  return { status: "missing", where: [], note: `We didn't find ${what} in the files.` };
}

export function checkAddress(
  pages: PageText[],
  titleSheet: PageText | null,
  address: ProjectAddress,
): SheetResult {
  if (!titleSheet) return NO_TITLE_SHEET;
  const street = parseStreetAddress(address.line);
  if (!street)
    return {
      status: "unclear",
      where: [],
      note: `We couldn't read a house number and street from "${address.line}", so we couldn't look for it.`,
    };
  const result = onTitleSheet(
    pages,
    titleSheet,
    (page) => {
      const match = findAddress(page.lines, street);
      return match && match.otherNumber === null ? { line: match.line, at: 0 } : null;
    },
    "the property's address",
  );
  if (result.status !== "missing") return result;
  // The same street under another number: a typo, or another property's drawings.
  const other = findAddress(titleSheet.lines, street);
  return other?.otherNumber
    ? {
        status: "unclear",
        where: [locationOf(titleSheet, other.line)],
        note: `The title sheet shows number ${other.otherNumber} on the street, not ${street.number}; please check the address.`,
      }
    : result;
}

export function checkParcel(
  pages: PageText[],
  titleSheet: PageText | null,
  parcel: string | null | undefined,
): SheetResult {
  if (!titleSheet) return NO_TITLE_SHEET;
  const given = parcel?.trim() || null;
  const find = (page: PageText) => {
    for (const [index, line] of page.lines.entries()) {
      if (given ? holdsParcel(line, given) : parcelsIn(line).length > 0)
        return { line: index, at: parcelsIn(line)[0]?.at ?? 0 };
    }
    return null;
  };
  const result = onTitleSheet(pages, titleSheet, find, "the parcel number");
  if (!given || result.status === "found") return result;
  // A parcel number on the title sheet that is not the one given.
  for (const [index, line] of titleSheet.lines.entries()) {
    const shown = parcelsIn(line).find((mention) => parcelKey(mention.value) !== parcelKey(given));
    if (shown)
      return {
        status: "unclear",
        where: [locationOf(titleSheet, index, shown.at)],
        note: `The title sheet shows parcel ${shown.value}, which is not the parcel number given (${given}).`,
      };
  }
  return result;
}
