import type { DocumentKind } from "./document-type.ts";
import { closeOcr, recognizeImage } from "./ocr.ts";
import { createPdfThread } from "./pdf-thread.ts";

/** One page of a document as read: a PDF page's text layer, or an image's OCR. */
export type DocumentPage = {
  /** 1-based. */
  page: number;
  /** "" for a PDF page with no text layer (a scanned sheet): those pages are not OCR'd. */
  text: string;
  read: "text" | "ocr";
  /** OCR's mean word confidence, 0–100; null for a text layer. */
  confidence: number | null;
};

/** Called after each page is read: (pages done, pages in the document). */
export type PageProgress = (done: number, total: number) => void;

// A text PDF reads at tens of pages per second (docs/performance.md): a minute is for a
// document built to stall the parser, not for a large plan set.
const pdfThread = createPdfThread({ deadlineMs: 60_000, memoryMb: 512 });

/**
 * A document's text, page by page, off the server's event loop: PDFs on the reader's PDF
 * thread, images on the OCR engine's. A PDF that cannot be opened (damaged, or locked by a
 * password) and an image that cannot be decoded are refused with `unreadable_file`.
 */
export async function readDocument(
  input: { bytes: Uint8Array; kind: DocumentKind },
  onPage?: PageProgress,
): Promise<DocumentPage[]> {
  if (input.kind === "image") {
    const { text, confidence } = await recognizeImage(input.bytes);
    onPage?.(1, 1);
    return [{ page: 1, text, read: "ocr", confidence }];
  }
  const texts = await pdfThread.readText(input.bytes, onPage);
  return texts.map((text, index) => ({ page: index + 1, text, read: "text", confidence: null }));
}

/**
 * A PDF's page count, without reading its pages; `unreadable_file` as readDocument. The upload
 * route asks it first, to refuse a damaged file before anything is charged.
 */
export function countPdfPages(bytes: Uint8Array): Promise<number> {
  return pdfThread.count(bytes);
}

/** Stops the reader's threads; the server calls it at shutdown. */
export async function closeDocumentReader(): Promise<void> {
  await Promise.all([pdfThread.close(), closeOcr()]);
}
