import { type DocumentCheck, documentCheckSchema } from "#shared/documents.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

/** GET /api/document-checks/options: the kinds of work a check knows, and its price. */
export async function fetchDocumentCheckOptions() {
  const response = await expectOk(await api["document-checks"].options.$get());
  return response.json();
}

/**
 * POST /api/document-checks: uploads the files for a paid check. The key makes a repeated send
 * of the same upload (a retry after a dropped connection) find the same check, charged once.
 */
export async function startDocumentCheck(input: {
  address: string;
  projectType: string;
  files: File[];
  requestKey: string;
}): Promise<DocumentCheck> {
  const form = new FormData();
  form.set("address", input.address);
  form.set("projectType", input.projectType);
  for (const file of input.files) form.append("file", file, file.name);
  const response = await expectOk(
    await fetch("/api/document-checks", {
      method: "POST",
      body: form,
      headers: { "Idempotency-Key": input.requestKey },
    }),
  );
  const body: unknown = await response.json();
  return documentCheckSchema.parse((body as { check: unknown }).check);
}

/** GET /api/document-checks: the user's checks, newest first. */
export async function fetchDocumentChecks() {
  const response = await expectOk(await api["document-checks"].$get());
  return (await response.json()).checks;
}

/** GET /api/document-checks/:id: one check, with its progress or its findings. */
export async function fetchDocumentCheck(id: string) {
  const response = await expectOk(await api["document-checks"][":id"].$get({ param: { id } }));
  return (await response.json()).check;
}

/** DELETE /api/document-checks/:id: the check and its files. */
export async function deleteDocumentCheck(id: string): Promise<void> {
  await expectOk(await api["document-checks"][":id"].$delete({ param: { id } }));
}

/** Where the checklist report of a finished check is downloaded. */
export const documentCheckReportUrl = (id: string) => `/api/document-checks/${id}/report.pdf`;
