import { fileTypeFromBuffer } from "file-type";
import { AppError } from "#server/lib/app-error.ts";

/** The types a permit application may hold: plan sets and forms as PDF, photos and scans. */
const KIND_BY_MIME = {
  "application/pdf": "pdf",
  "image/png": "image",
  "image/jpeg": "image",
} as const;

export type DocumentMime = keyof typeof KIND_BY_MIME;
export type DocumentKind = (typeof KIND_BY_MIME)[DocumentMime];
export type DocumentType = { kind: DocumentKind; mime: DocumentMime };

const isDocumentMime = (mime: string): mime is DocumentMime => Object.hasOwn(KIND_BY_MIME, mime);

/**
 * The document's type, read from its first bytes (its signature), never from its name or the
 * browser's Content-Type: a renamed file is what it is, and the readers behind this trust it.
 * Anything but a PDF, PNG or JPEG is refused with `unsupported_file`.
 */
export async function identifyDocument(bytes: Uint8Array): Promise<DocumentType> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (mime === undefined || !isDocumentMime(mime)) throw new AppError("unsupported_file");
  return { kind: KIND_BY_MIME[mime], mime };
}
