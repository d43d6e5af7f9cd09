import { z } from "zod";

/** What one check may hold: files, bytes per file, pages in all (a large house's full set). */
export const DOCUMENT_CHECK_MAX_FILES = 10;
export const DOCUMENT_MAX_FILE_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_CHECK_MAX_PAGES = 60;

/** The files a check reads, by their content (not their names). */
export const DOCUMENT_MIME_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** The `accept` list of the upload box: a hint for the file picker; the server decides. */
export const DOCUMENT_ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";

/**
 * A check's life: paid and `queued`, then `reading` its pages (text, or OCR for scans), then
 * `checking` them against the checklist, and `done`; or `failed`, refunded.
 */
export const DOCUMENT_CHECK_STATUSES = ["queued", "reading", "checking", "done", "failed"] as const;
export type DocumentCheckStatus = (typeof DOCUMENT_CHECK_STATUSES)[number];

export const FINDING_STATUSES = ["found", "missing", "unclear", "not-applicable"] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

const sourceSchema = z.object({ title: z.string(), url: z.string(), asOf: z.string() });

/** One checklist item's verdict, with where in the documents it was seen. */
export const findingSchema = z.object({
  itemId: z.string(),
  label: z.string(),
  /** `document`: a drawing, form or report the application needs; `sheet`: what drawings show. */
  kind: z.enum(["document", "sheet"]),
  status: z.enum(FINDING_STATUSES),
  where: z.array(
    z.object({
      fileId: z.string(),
      fileName: z.string(),
      page: z.number().int().positive(),
      excerpt: z.string(),
    }),
  ),
  why: z.string(),
  note: z.string().nullable(),
  source: sourceSchema.nullable(),
  /** Who found it: the deterministic checks, or the model (model mode), tied to a page. */
  by: z.enum(["checks", "model"]),
});
export type DocumentFinding = z.infer<typeof findingSchema>;

export const documentFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.enum(DOCUMENT_MIME_TYPES),
  bytes: z.number().int(),
  pages: z.number().int(),
});
export type DocumentFile = z.infer<typeof documentFileSchema>;

/** A check as its owner sees it. */
export const documentCheckSchema = z.object({
  id: z.string(),
  address: z.string(),
  /** The user's project at this address, when they have one. */
  projectId: z.string().nullable(),
  projectType: z.object({ id: z.string(), name: z.string() }),
  jurisdiction: z.string(),
  status: z.enum(DOCUMENT_CHECK_STATUSES),
  pagesTotal: z.number().int(),
  pagesRead: z.number().int(),
  credits: z.number().int(),
  files: z.array(documentFileSchema),
  findings: z.array(findingSchema),
  /** Why a failed check failed (it was refunded). */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentCheck = z.infer<typeof documentCheckSchema>;

export const documentCheckListSchema = z.object({ checks: z.array(documentCheckSchema) });

/** The kinds of work a check can be made for (the knowledge base's project types). */
export const documentProjectTypesSchema = z.object({
  projectTypes: z.array(z.object({ id: z.string(), name: z.string() })),
  credits: z.number().int(),
});

export const isFinished = (status: DocumentCheckStatus) => status === "done" || status === "failed";

/** All of one check's files together: what one upload may carry. */
export const DOCUMENT_CHECK_MAX_BYTES = 60 * 1024 * 1024;

/** The upload's fields besides its files (multipart form fields). */
export const documentCheckFieldsSchema = z.object({
  address: z
    .string({ message: "Give the property's address." })
    .trim()
    .min(5, "Give the property's full address, with its city and state.")
    .max(300, "The address may be at most 300 characters."),
  projectType: z
    .string({ message: "Choose the kind of work." })
    .trim()
    .min(1, "Choose the kind of work."),
});
