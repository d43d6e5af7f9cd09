import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { DOCUMENT_CHECK_COST_CREDITS } from "#shared/credits.ts";
import {
  DOCUMENT_CHECK_MAX_FILES,
  DOCUMENT_CHECK_MAX_PAGES,
  DOCUMENT_MAX_FILE_BYTES,
  documentCheckFieldsSchema,
} from "#shared/documents.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { formFields } from "../../lib/validate.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { requireReportablePlace } from "../permits/report-place.ts";
import {
  type UploadedFile,
  createDocumentCheck,
  deleteDocumentCheck,
  getDocumentCheck,
  listDocumentChecks,
  projectAt,
} from "./document-checks.service.ts";
import { checkableProjectTypes } from "./checkable-project-types.ts";
import { renderDocumentCheckPdf } from "./document-check-pdf.ts";
import { countPdfPages } from "./document-reader.ts";
import { identifyDocument } from "./document-type.ts";

const MEGABYTE = 1024 * 1024;

/** A file's name as shown back to its owner: printable, and not too long. */
function displayName(name: string): string {
  const printable = name.replace(/\p{Cc}/gu, "").trim();
  return printable.slice(0, 200) || "document";
}

/**
 * Reads and checks an upload's files before anything is paid or stored: each is a PDF, PNG or
 * JPEG by its content (its name and declared type are not trusted), no larger than allowed, and
 * readable (a damaged or password-protected PDF is refused here, costing nothing).
 */
async function uploadedFiles(values: unknown[]): Promise<UploadedFile[]> {
  const files = values.filter((value): value is File => value instanceof File);
  if (files.length === 0)
    throw new AppError("bad_request", { message: "Add at least one file to check." });
  if (files.length > DOCUMENT_CHECK_MAX_FILES)
    throw new AppError("bad_request", {
      message: `A check takes at most ${DOCUMENT_CHECK_MAX_FILES} files.`,
    });
  const uploaded: UploadedFile[] = [];
  for (const file of files) {
    const name = displayName(file.name);
    if (file.size === 0) throw new AppError("bad_request", { message: `"${name}" is empty.` });
    if (file.size > DOCUMENT_MAX_FILE_BYTES)
      throw new AppError("payload_too_large", {
        message: `"${name}" is larger than ${DOCUMENT_MAX_FILE_BYTES / MEGABYTE} MB.`,
      });
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = await identifyDocument(bytes).catch((error: unknown) => {
      throw named(error, name);
    });
    const pages =
      type.kind === "pdf"
        ? await countPdfPages(bytes).catch((error: unknown) => {
            throw named(error, name);
          })
        : 1;
    uploaded.push({ name, mime: type.mime, bytes, pages });
  }
  const pages = uploaded.reduce((sum, file) => sum + file.pages, 0);
  if (pages > DOCUMENT_CHECK_MAX_PAGES)
    throw new AppError("bad_request", {
      message: `A check reads at most ${DOCUMENT_CHECK_MAX_PAGES} pages; these files have ${pages}.`,
    });
  return uploaded;
}

/** The file's refusal, saying which file it was. */
function named(error: unknown, name: string): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, { message: `"${name}": ${error.message}` });
}

/**
 * Document checks (the Document Processing page): what a check costs and which kinds of work it
 * knows, for anyone; uploading, following, downloading and deleting checks, for their owner only.
 */
export const documentChecksRoutes = new Hono<AppEnv>()
  .get("/options", (c) =>
    c.json({
      projectTypes: checkableProjectTypes(c.var.services.knowledge).map(({ id, name }) => ({
        id,
        name,
      })),
      credits: DOCUMENT_CHECK_COST_CREDITS,
    }),
  )
  .use(requireUser)
  .post("/", formFields(documentCheckFieldsSchema), async (c) => {
    const fields = c.req.valid("form");
    const form = await c.req.parseBody({ all: true });
    const { knowledge, permits, documents } = c.var.services;
    const projectType = checkableProjectTypes(knowledge).find(
      (type) => type.id === fields.projectType,
    );
    if (!projectType)
      throw new AppError("bad_request", { message: "Choose a kind of work from the list." });
    const place = requireReportablePlace(permits, fields.address);
    const files = await uploadedFiles([form.file ?? []].flat());
    const requestKey = c.req.header("Idempotency-Key")?.trim() || randomUUID();
    if (requestKey.length > 200)
      throw new AppError("bad_request", { message: "The Idempotency-Key is too long." });
    const userId = sessionOf(c).user.id;
    const { id } = await createDocumentCheck({
      db: c.var.db,
      store: documents.store,
      userId,
      requestKey,
      address: fields.address,
      projectId: await projectAt(c.var.db, userId, fields.address),
      jurisdiction: place.authority?.name ?? place.state?.name ?? fields.address,
      projectType,
      credits: DOCUMENT_CHECK_COST_CREDITS,
      files,
    });
    documents.jobs.wake();
    const check = await getDocumentCheck({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      checkId: id,
      projectTypeName: projectTypeNamer(c.var.services.knowledge),
    });
    return c.json({ check }, 202);
  })
  .get("/", async (c) =>
    c.json({
      checks: await listDocumentChecks({
        db: c.var.db,
        userId: sessionOf(c).user.id,
        projectId: c.req.query("projectId"),
        projectTypeName: projectTypeNamer(c.var.services.knowledge),
      }),
    }),
  )
  .get("/:id", async (c) =>
    c.json({
      check: await getDocumentCheck({
        db: c.var.db,
        userId: sessionOf(c).user.id,
        checkId: c.req.param("id"),
        projectTypeName: projectTypeNamer(c.var.services.knowledge),
      }),
    }),
  )
  .get("/:id/report.pdf", async (c) => {
    const check = await getDocumentCheck({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      checkId: c.req.param("id"),
      projectTypeName: projectTypeNamer(c.var.services.knowledge),
    });
    if (check.status !== "done")
      throw new AppError("request_in_progress", {
        message: "The checklist report is ready once the check is done.",
      });
    const pdf = await renderDocumentCheckPdf(check, c.var.env.PUBLIC_URL);
    return c.body(new Uint8Array(pdf), 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="permitlm-document-check-${check.id.slice(0, 8)}.pdf"`,
    });
  })
  .delete("/:id", async (c) => {
    await deleteDocumentCheck({
      db: c.var.db,
      store: c.var.services.documents.store,
      userId: sessionOf(c).user.id,
      checkId: c.req.param("id"),
    });
    return c.body(null, 204);
  });

function projectTypeNamer(kb: Parameters<typeof checkableProjectTypes>[0]) {
  const names = new Map(kb.projectTypes.map((type) => [type.id, type.name]));
  return (id: string) => names.get(id) ?? id;
}
