import { getDocumentProxy } from "unpdf";

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/** pdf.js prints its warnings ("Indexing all PDF objects", …) unless told errors only. */
const ERRORS_ONLY = 0;

export function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return getDocumentProxy(bytes, { verbosity: ERRORS_ONLY });
}

/**
 * One page's text layer, in drawing order, a line break where pdf.js sees one (as unpdf's
 * `extractText` joins it, page by page here so that each page can be reported as it is read).
 * Runs of spaces become one; a page with no text layer (a scan) gives "".
 */
export async function readPageText(pdf: PdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  try {
    const content = await page.getTextContent();
    const raw = content.items
      .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : ""))
      .join("");
    return raw
      .replace(/[^\S\n]+/g, " ")
      .replace(/ ?\n ?/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  } finally {
    // Frees the page's parsed resources: a large plan set is read one page at a time.
    page.cleanup();
  }
}
