import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DocumentCheck, DocumentMimeType } from "#shared/documents.ts";
import { type Database, isUniqueViolation, rowsOf } from "../../db/database.ts";
import { documentChecks, documentFiles, projects } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { isUuid } from "../../lib/uuid.ts";
import { ledgerMoveCtes, requireBalance } from "../credits/ledger.service.ts";
import type { DocumentStore } from "./document-store.ts";

type CheckRow = typeof documentChecks.$inferSelect;
type FileRow = typeof documentFiles.$inferSelect;

/** A file that passed the upload's checks: its type read from its content, its pages counted. */
export type UploadedFile = {
  name: string;
  mime: DocumentMimeType;
  bytes: Uint8Array;
  pages: number;
};

export type NewDocumentCheck = {
  db: Database;
  store: DocumentStore;
  userId: string;
  /** The client's key for this upload: sent again, it finds the same check, charged once. */
  requestKey: string;
  address: string;
  /** The user's project at this address, if any (see `projectAt`). */
  projectId: string | null;
  jurisdiction: string;
  projectType: { id: string; name: string };
  credits: number;
  files: UploadedFile[];
};

function toDocumentCheck(
  row: CheckRow,
  files: FileRow[],
  projectTypeName: (id: string) => string,
): DocumentCheck {
  return {
    id: row.id,
    address: row.address,
    projectId: row.projectId,
    projectType: { id: row.projectType, name: projectTypeName(row.projectType) },
    jurisdiction: row.jurisdiction,
    status: row.status,
    pagesTotal: row.pagesTotal,
    pagesRead: row.pagesRead,
    credits: row.credits,
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      mime: file.mime,
      bytes: file.bytes,
      pages: file.pages,
    })),
    findings: row.findings,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The history's line for a check's charge. */
export function documentChargeDescription(projectTypeName: string, address: string): string {
  return `Document check: ${projectTypeName}, ${address}`;
}

/** Where a file's bytes are kept: under its owner and its check, so one user's never mix. */
export const storageKeyOf = (userId: string, checkId: string, fileId: string) =>
  `${userId}/${checkId}/${fileId}`;

/**
 * The user's project at this address (the same words, ignoring case and spacing), most recent
 * first: a check of its documents is filed under it.
 */
export async function projectAt(db: Database, userId: string, address: string) {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.userId, userId),
        sql`lower(regexp_replace(trim(${projects.address}), '[[:space:]]+', ' ', 'g')) = ${address.trim().replace(/\s+/g, " ").toLowerCase()}`,
      ),
    )
    .orderBy(desc(projects.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

async function findByRequestKey(db: Database, userId: string, requestKey: string) {
  const [row] = await db
    .select({ id: documentChecks.id })
    .from(documentChecks)
    .where(and(eq(documentChecks.userId, userId), eq(documentChecks.requestKey, requestKey)));
  return row?.id ?? null;
}

/**
 * Takes a check: stores the files, then in one statement charges its credits (reference
 * `documents:<id>`) and records the check, queued, with its files. All of it or none: a short
 * balance stores nothing (the files are removed again) and throws `insufficient_credits`; the
 * same request key again answers the check made the first time, charged once.
 */
export async function createDocumentCheck(request: NewDocumentCheck): Promise<{ id: string }> {
  const { db, store, userId, requestKey, credits } = request;
  const earlier = await findByRequestKey(db, userId, requestKey);
  if (earlier) return { id: earlier };
  // Refused before the files are written: most short balances need no upload to find out.
  const balance = await requireBalance({ db, userId });
  if (balance < credits) throw insufficient(credits, balance);

  const checkId = randomUUID();
  const files = request.files.map((file, position) => ({
    ...file,
    id: randomUUID(),
    position,
    storageKey: storageKeyOf(userId, checkId, randomUUID()),
  }));
  await Promise.all(files.map((file) => store.put(file.storageKey, file.bytes, file.mime)));
  const removeFiles = () => Promise.allSettled(files.map((file) => store.delete(file.storageKey)));

  const pagesTotal = files.reduce((sum, file) => sum + file.pages, 0);
  const fileRows = sql.join(
    files.map(
      (file) =>
        sql`(${file.id}::uuid, ${file.position}::int, ${file.name}, ${file.mime}, ${file.bytes.byteLength}::int, ${file.pages}::int, ${file.storageKey})`,
    ),
    sql`, `,
  );
  try {
    const [made] = rowsOf<{ id: string }>(
      await db.execute(sql`
        with ${ledgerMoveCtes({
          userId,
          amount: -credits,
          type: "query_usage",
          description: documentChargeDescription(request.projectType.name, request.address),
          reference: `documents:${checkId}`,
        })},
        check_row as (
          insert into document_checks (id, user_id, request_key, project_id, address,
            jurisdiction, project_type, credits, pages_total)
          select ${checkId}::uuid, ${userId}, ${requestKey}, ${request.projectId}::uuid,
            ${request.address}, ${request.jurisdiction}, ${request.projectType.id}, ${credits}::int,
            ${pagesTotal}::int
          from moved
          returning id
        ),
        file_rows as (
          insert into document_files (id, check_id, position, name, mime, bytes, pages, storage_key)
          select f.id, check_row.id, f.position, f.name, f.mime, f.bytes, f.pages, f.storage_key
          from check_row, (values ${fileRows}) as f(id, position, name, mime, bytes, pages, storage_key)
        )
        select id from check_row`),
    );
    if (made) return { id: made.id };
  } catch (error) {
    await removeFiles();
    // Another request with this key got there first: that one is the check.
    if (isUniqueViolation(error)) {
      const winner = await findByRequestKey(db, userId, requestKey);
      if (winner) return { id: winner };
    }
    throw error;
  }
  await removeFiles();
  throw insufficient(credits, await requireBalance({ db, userId }));
}

const insufficient = (credits: number, balance: number) =>
  new AppError("insufficient_credits", {
    message: `A document check costs ${credits} credits. Current balance: ${balance}`,
  });

/** The condition "this check, and the user's own": another user's check matches nothing. */
const ownCheck = (userId: string, checkId: string) =>
  and(eq(documentChecks.id, checkId), eq(documentChecks.userId, userId));

async function filesOf(db: Database, checkIds: string[]) {
  if (checkIds.length === 0) return new Map<string, FileRow[]>();
  const rows = await db
    .select()
    .from(documentFiles)
    .where(inArray(documentFiles.checkId, checkIds))
    .orderBy(asc(documentFiles.position));
  const byCheck = new Map<string, FileRow[]>();
  for (const row of rows) byCheck.set(row.checkId, [...(byCheck.get(row.checkId) ?? []), row]);
  return byCheck;
}

type ReadOptions = { db: Database; userId: string; projectTypeName: (id: string) => string };

/** One of the user's checks; another user's, or none, is `not_found`. */
export async function getDocumentCheck(
  options: ReadOptions & { checkId: string },
): Promise<DocumentCheck> {
  const { db, userId, checkId } = options;
  if (!isUuid(checkId)) throw new AppError("not_found", { message: "No such document check." });
  const [row] = await db.select().from(documentChecks).where(ownCheck(userId, checkId));
  if (!row) throw new AppError("not_found", { message: "No such document check." });
  const files = await filesOf(db, [row.id]);
  return toDocumentCheck(row, files.get(row.id) ?? [], options.projectTypeName);
}

/** The user's checks, newest first; with a project id, that project's only. */
export async function listDocumentChecks(
  options: ReadOptions & { projectId?: string | undefined },
): Promise<DocumentCheck[]> {
  const { db, userId, projectId } = options;
  if (projectId !== undefined && !isUuid(projectId)) return [];
  const rows = await db
    .select()
    .from(documentChecks)
    .where(
      and(
        eq(documentChecks.userId, userId),
        projectId ? eq(documentChecks.projectId, projectId) : undefined,
      ),
    )
    .orderBy(desc(documentChecks.createdAt))
    .limit(50);
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDocumentCheck(row, files.get(row.id) ?? [], options.projectTypeName));
}

/**
 * Deletes one of the user's finished checks and its files. A check still being read cannot be
 * deleted (its job holds the files); it finishes, or fails and is refunded, within minutes.
 */
export async function deleteDocumentCheck(options: {
  db: Database;
  store: DocumentStore;
  userId: string;
  checkId: string;
}): Promise<void> {
  const { db, store, userId, checkId } = options;
  if (!isUuid(checkId)) throw new AppError("not_found", { message: "No such document check." });
  const files = await db
    .select({ storageKey: documentFiles.storageKey })
    .from(documentFiles)
    .innerJoin(documentChecks, eq(documentChecks.id, documentFiles.checkId))
    .where(ownCheck(userId, checkId));
  const [deleted] = await db
    .delete(documentChecks)
    .where(and(ownCheck(userId, checkId), inArray(documentChecks.status, ["done", "failed"])))
    .returning({ id: documentChecks.id });
  if (!deleted) {
    const [open] = await db
      .select({ id: documentChecks.id })
      .from(documentChecks)
      .where(ownCheck(userId, checkId));
    if (open)
      throw new AppError("request_in_progress", {
        message: "This check is still running. Delete it once it has finished.",
      });
    throw new AppError("not_found", { message: "No such document check." });
  }
  await Promise.all(files.map((file) => store.delete(file.storageKey)));
}
