/**
 * The shapes the document check hands to the upload and the UI: what an application for a project
 * at a place should contain (the checklist), what was uploaded (files of page texts), and what the
 * check found for each checklist item.
 */

/** Where a checklist fact comes from; null where we could not verify one. */
export type ChecklistSource = { title: string; url: string; asOf: string };

/**
 * One thing a permit application should contain. `id` is "<origin>:<what to look for>": the part
 * after the colon names the document kinds the check looks for (see checklist-ids.ts), so the
 * check needs nothing but the checklist.
 */
export type ChecklistItem = {
  id: string;
  label: string;
  /** Why the permit office wants it, in plain words; says "unverified" where we could not verify. */
  why: string;
  /** A document in the set, or a mechanical check of the drawing sheets. */
  kind: "document" | "sheet";
  /** The condition it depends on ("where someone other than the owner applies"), or null. */
  appliesWhen: string | null;
  source: ChecklistSource | null;
  /** Whether the check can look for it in page text at all. */
  detectable: boolean;
};

/** One page of an uploaded file, as the text extraction read it. */
export type UploadedPage = {
  page: number;
  text: string;
  /** "text": the file's own text layer; "ocr": recognised from an image. */
  read: "text" | "ocr";
  /** The OCR's confidence from 0 to 100; null when the reader gave none. */
  confidence: number | null;
};

export type UploadedFile = { fileId: string; name: string; pages: UploadedPage[] };

/** The property the application is for, as the user gave it. */
export type ProjectAddress = { line: string; parcel?: string | null };

/** A place in the files that bears on an item. */
export type FindingLocation = { fileId: string; fileName: string; page: number; excerpt: string };

export type FindingStatus = "found" | "missing" | "unclear" | "not-applicable";

export type Finding = {
  itemId: string;
  label: string;
  status: FindingStatus;
  where: FindingLocation[];
  why: string;
  /** What the check saw that the status alone does not say; null when nothing more. */
  note: string | null;
  source: ChecklistItem["source"];
};
