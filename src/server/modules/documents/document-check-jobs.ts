import { asc, eq, sql } from "drizzle-orm";
import type { DocumentFinding } from "#shared/documents.ts";
import { type Database, rowsOf } from "../../db/database.ts";
import { documentChecks, documentFiles } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import { ledgerMoveCtes } from "../credits/ledger.service.ts";
import type { DocumentPage } from "./document-reader.ts";
import type { DocumentStore } from "./document-store.ts";

/** A check's job gives up after this many tries (each a process that took it and died). */
const MAX_ATTEMPTS = 3;
/** A job whose process has not said it is alive for this long is taken up by another. */
const STALE_AFTER_SECONDS = 120;
/** How often an idle runner looks for work another process queued. */
const POLL_MS = 5_000;

/** One file of a check as the reader gets it. */
export type FileToRead = {
  id: string;
  name: string;
  kind: "pdf" | "image";
  bytes: Uint8Array;
};

export type ReadFile = { fileId: string; name: string; pages: DocumentPage[] };

/** What a check needs from the rest of the server: reading pages, and judging them. */
export type DocumentCheckWork = {
  readPages: (file: FileToRead, onPage: () => void) => Promise<DocumentPage[]>;
  judge: (
    check: { address: string; projectType: string },
    files: ReadFile[],
  ) => Promise<DocumentFinding[]>;
};

type ClaimedCheck = {
  id: string;
  user_id: string;
  address: string;
  project_type: string;
  credits: number;
  attempts: number;
};

/**
 * Takes the oldest check no live process is working on: a queued one, or one whose process went
 * quiet (it died). `skip locked` lets several processes claim side by side without waiting.
 */
async function claimNext(db: Database): Promise<ClaimedCheck | null> {
  const [row] = rowsOf<ClaimedCheck>(
    await db.execute(sql`
      update document_checks
      set status = 'reading', pages_read = 0, attempts = attempts + 1,
        heartbeat_at = now(), updated_at = now()
      where id = (
        select id from document_checks
        where status = 'queued'
          or (status in ('reading', 'checking')
            and heartbeat_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS}))
        order by created_at
        for update skip locked
        limit 1
      )
      returning id, user_id, address, project_type, credits, attempts`),
  );
  return row ?? null;
}

/**
 * A check that cannot be done: marked failed with the reason and its credits refunded, in one
 * statement. Only an open check fails, so a finished one is never refunded, and the refund's
 * reference is unique, so no check is refunded twice.
 */
export async function failDocumentCheck(options: {
  db: Database;
  checkId: string;
  userId: string;
  credits: number;
  reason: string;
}) {
  const { db, checkId, userId, credits, reason } = options;
  const refund = ledgerMoveCtes({
    userId,
    amount: credits,
    type: "refund",
    description: "Refund: the document check could not be completed",
    reference: `refund:documents:${checkId}`,
    onlyIf: sql`exists (select 1 from failed)`,
  });
  await db.execute(sql`
    with failed as (
      update document_checks set status = 'failed', error = ${reason}, updated_at = now()
      where id = ${checkId}::uuid and status in ('queued', 'reading', 'checking')
      returning id
    ),
    ${refund}
    select count(*) from entry`);
}

async function runCheck(options: {
  db: Database;
  store: DocumentStore;
  work: DocumentCheckWork;
  check: ClaimedCheck;
  signal: AbortSignal;
}) {
  const { db, store, work, check, signal } = options;
  const files = await db
    .select()
    .from(documentFiles)
    .where(eq(documentFiles.checkId, check.id))
    .orderBy(asc(documentFiles.position));
  const alive = sql`heartbeat_at = now(), updated_at = now()`;
  const read: ReadFile[] = [];
  for (const file of files) {
    const bytes = await store.get(file.storageKey);
    if (!bytes) throw new Error(`the file "${file.name}" is missing from the document store`);
    const kind = file.mime === "application/pdf" ? "pdf" : "image";
    // Progress is told as it comes, not waited for: the next page need not wait on the database.
    const pages = await work.readPages({ id: file.id, name: file.name, kind, bytes }, () => {
      db.execute(
        sql`update document_checks set pages_read = pages_read + 1, ${alive} where id = ${check.id}::uuid`,
      ).catch(() => {});
    });
    read.push({ fileId: file.id, name: file.name, pages });
    signal.throwIfAborted();
  }
  await db.execute(
    sql`update document_checks set status = 'checking', ${alive} where id = ${check.id}::uuid`,
  );
  const findings = await work.judge(
    { address: check.address, projectType: check.project_type },
    read,
  );
  await db
    .update(documentChecks)
    .set({
      status: "done",
      findings,
      pagesRead: sql`pages_total`,
      updatedAt: new Date(),
      error: null,
    })
    .where(eq(documentChecks.id, check.id));
}

/** A check this process stopped working on (it is shutting down) waits for the next one. */
async function putBack(db: Database, checkId: string) {
  await db.execute(sql`
    update document_checks
    set status = 'queued', pages_read = 0, attempts = attempts - 1, updated_at = now()
    where id = ${checkId}::uuid and status in ('reading', 'checking')`);
}

/** What the user reads when a check fails: ours to say, not a stack trace. */
const FAILED = "The check could not be completed. Your credits were refunded.";

/**
 * Runs queued document checks in this process, one at a time (reading is CPU work: the server's
 * other requests come first), until `stop()`. Any process may take any check: a check survives a
 * restart, and one whose process died is taken up again after a few minutes, up to three tries,
 * then failed and refunded. `wake()` works at once on a check this process just queued; the
 * server calls `start()` at boot to also look for work every few seconds.
 */
export function createDocumentCheckJobs(options: {
  db: Database;
  store: DocumentStore;
  work: DocumentCheckWork;
  log: Logger;
  pollMs?: number;
}) {
  const { db, log } = options;
  const stopping = new AbortController();
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const fail = (check: ClaimedCheck) =>
    failDocumentCheck({
      db,
      checkId: check.id,
      userId: check.user_id,
      credits: check.credits,
      reason: FAILED,
    });
  // A stopping runner claims nothing more: a claimed check it would not run would wait for its
  // heartbeat to go stale before another process took it up.
  const next = () => (stopped ? null : claimNext(db));

  async function drain() {
    do {
      again = false;
      for (let check = await next(); check; check = await next()) {
        if (check.attempts > MAX_ATTEMPTS) {
          await fail(check);
          continue;
        }
        try {
          await runCheck({ ...options, check, signal: stopping.signal });
        } catch (error) {
          if (stopping.signal.aborted) {
            await putBack(db, check.id);
            return;
          }
          log.error({ err: error, checkId: check.id }, "document check failed");
          await fail(check);
        }
      }
    } while (again && !stopped);
  }

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "document check runner failed"))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    wake,
    /** Looks for work now and every few seconds: checks queued by other processes or left by one that died. */
    start: () => {
      timer ??= setInterval(wake, options.pollMs ?? POLL_MS).unref();
      wake();
    },
    /**
     * Stops taking checks; the one in hand stops at its next page and is queued again for the
     * next process (or this one, restarted) to take up.
     */
    stop: async () => {
      stopped = true;
      stopping.abort();
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

export type DocumentCheckJobs = ReturnType<typeof createDocumentCheckJobs>;
