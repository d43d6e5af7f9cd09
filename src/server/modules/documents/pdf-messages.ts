/** What the document reader asks its PDF thread (pdf-worker.ts) and what the thread answers. */

/** "count" opens the document only; "text" also reads every page's text. */
export type PdfRequest = { id: number; bytes: Uint8Array; want: "count" | "text" };

export type PdfReply =
  | { id: number; kind: "opened"; pages: number }
  | { id: number; kind: "page"; page: number; text: string }
  | { id: number; kind: "done" }
  /** pdf.js could not read the document: damaged, not really a PDF, or locked by a password. */
  | { id: number; kind: "unreadable"; reason: string };
