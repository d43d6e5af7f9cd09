import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { outbox } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Delivery, MailProvider } from "./mail-provider.ts";
import { createSealer } from "./sealed-text.ts";

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text that are credentials (a reset link): sent, but never kept readable. */
  secrets?: string[];
  /** How long the message is worth sending (a reset link's lifetime); unlimited when unset. */
  validForSeconds?: number;
  /** Names a message that goes out once: sending it again with this reference does nothing. */
  reference?: string;
};

export type Mailer = {
  /**
   * Queues the message in the outbox and tries to deliver it at once. A failed delivery does not
   * throw: the message stays queued and `deliverDue` retries it with backoff.
   */
  send: (options: { db: Database; email: Email }) => Promise<void>;
  /** Retries the queued messages whose time has come; answers how many were delivered. */
  deliverDue: (options: { db: Database; now?: Date }) => Promise<number>;
};

/** After this many failed attempts a message is given up. */
export const MAIL_MAX_ATTEMPTS = 8;
/** While one process tries a message, no other takes it (a process that dies frees it then). */
const CLAIM_SECONDS = 120;
const REDACTED = "[link removed: it is a credential]";

/** The wait before the next attempt: 1 minute, doubling, at most an hour. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, failedAttempts - 1), 3600);
}

/**
 * Delivers through the provider (SMTP, or the log). Either way the message is kept in the outbox,
 * so support can see what a user was sent, without its secrets.
 */
export function createMailer(options: {
  provider: MailProvider;
  log: Logger;
  /** The server's secret, from which the key that seals queued messages is derived. */
  secret: string;
}): Mailer {
  const { log, provider } = options;
  const sealer = createSealer(options.secret, "outbox");

  /** One attempt at a claimed message, and its outcome recorded. */
  async function attempt(
    db: Database,
    row: { id: string; attempts: number; sealedText: string | null } & Delivery,
  ) {
    const attempts = row.attempts + 1;
    try {
      const text = row.sealedText === null ? row.text : sealer.open(row.sealedText);
      await provider.deliver({ to: row.to, subject: row.subject, text });
    } catch (error) {
      const givenUp = attempts >= MAIL_MAX_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(
        { err: error, outboxId: row.id, attempts, givenUp },
        `e-mail to ${row.to} not delivered`,
      );
      await db
        .update(outbox)
        .set({
          attempts,
          lastError: reason.slice(0, 500),
          ...(givenUp
            ? { status: "failed", sealedText: null, nextAttemptAt: null }
            : {
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
              }),
        })
        .where(eq(outbox.id, row.id));
      return false;
    }
    await db
      .update(outbox)
      .set({
        status: "sent",
        attempts,
        sealedText: null,
        nextAttemptAt: null,
        sentAt: sql`now()`,
        lastError: null,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
    return true;
  }

  return {
    async send({ db, email }) {
      const secrets = email.secrets ?? [];
      const kept = secrets.reduce((text, secret) => text.replaceAll(secret, REDACTED), email.text);
      const [row] = await db
        .insert(outbox)
        .values({
          to: email.to,
          subject: email.subject,
          text: kept,
          transport: provider.kind,
          status: "pending",
          sealedText: secrets.length > 0 ? sealer.seal(email.text) : null,
          nextAttemptAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
          expiresAt: email.validForSeconds
            ? sql`now() + make_interval(secs => ${email.validForSeconds})`
            : null,
          reference: email.reference ?? null,
        })
        .onConflictDoNothing({ target: outbox.reference })
        .returning();
      if (row) await attempt(db, row);
    },

    async deliverDue({ db, now = new Date() }) {
      const at = now.toISOString();
      // Messages past their use are given up unsent (an expired reset link helps no one).
      await db
        .update(outbox)
        .set({
          status: "failed",
          sealedText: null,
          nextAttemptAt: null,
          lastError: "expired before it could be delivered",
        })
        .where(and(eq(outbox.status, "pending"), sql`${outbox.expiresAt} <= ${at}::timestamptz`));
      // Claim due messages for this process; `skip locked` keeps two processes off one message.
      const claimed = await db
        .update(outbox)
        .set({ nextAttemptAt: sql`${at}::timestamptz + make_interval(secs => ${CLAIM_SECONDS})` })
        .where(
          sql`${outbox.id} in (
            select id from outbox
            where status = 'pending' and next_attempt_at <= ${at}::timestamptz
            order by next_attempt_at limit 20 for update skip locked
          )`,
        )
        .returning();
      let delivered = 0;
      for (const row of claimed) if (await attempt(db, row)) delivered += 1;
      return delivered;
    },
  };
}
