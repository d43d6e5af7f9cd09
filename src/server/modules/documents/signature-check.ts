import { type PageText, isLowConfidence, locationOf, pageName } from "./page-lines.ts";
import type { SheetResult } from "./scale-and-dimensions.ts";

/**
 * A signature block that is signed and dated: "/s/ Maria Lopez", "Digitally signed by …",
 * "Signature: J. Smith", or a seal or stamp line, with a date on the line or the two after it.
 * Text cannot show a drawn signature or a seal's image, so a blank block ("Signature: ______") is
 * unclear, never found.
 */

const SIGNATURE_WORDS = /\bsignature\b|\bsigned\b|\/s\/|\b(?:seal|stamp)\b/i;
const SIGNED =
  /\/s\/\s*[a-z]|\b(?:digitally|electronically) signed\b|\bsign(?:ed|ature)(?: by)?\s*[:-]\s*[a-z][a-z.'\- ]{2,}|\b(?:seal|stamp)\b/i;
const DATE =
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{4}-\d{2}-\d{2}\b/i;

type SignatureHit = { page: PageText; line: number; at: number; complete: boolean };

function signatureHits(page: PageText): SignatureHit[] {
  return page.lines.flatMap((line, index) => {
    const word = SIGNATURE_WORDS.exec(line);
    if (!word) return [];
    const near = page.lines.slice(index, index + 3).join(" ");
    const complete = SIGNED.test(line) && DATE.test(near) && !isLowConfidence(page.page);
    return [{ page, line: index, at: word.index, complete }];
  });
}

/** The title sheet first, then the other pages in order. */
export function checkSignature(pages: PageText[], titleSheet: PageText | null): SheetResult {
  const ordered = titleSheet ? [titleSheet, ...pages.filter((page) => page !== titleSheet)] : pages;
  const hits = ordered.flatMap(signatureHits);
  const complete = hits.filter((hit) => hit.complete);
  const shown = (complete.length > 0 ? complete : hits)
    .slice(0, 3)
    .map((hit) => locationOf(hit.page, hit.line, hit.at));
  if (complete.length > 0) return { status: "found", where: shown, note: null };
  const first = hits[0];
  if (!first) return { status: "missing", where: [], note: "We found no signature block." };
  return {
    status: "unclear",
    where: shown,
    note: isLowConfidence(first.page.page)
      ? `A signature block appears only in scanned text read with low confidence (${pageName(first.page)}); please check it.`
      : `There is a signature block (${pageName(first.page)}), but the text doesn't show it signed and dated; a drawn signature or seal can't be read from text, so please check it.`,
  };
}
