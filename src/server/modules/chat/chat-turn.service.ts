import { randomUUID } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import { type Database, isUniqueViolation, rowsOf } from "../../db/database.ts";
import { chatMessages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { getBalance, ledgerMoveCtes } from "../credits/ledger.service.ts";

/** One paid question: its two messages share the request's idempotency key. */
export type ChatTurnKey = { db: Database; userId: string; requestKey: string };

export type BeganTurn =
  | { kind: "started"; assistantId: string; balance: number }
  /** Answered before under this key: the same answer again, free. */
  | { kind: "answered"; content: string; extras: Record<string, unknown> }
  /** Another request with this key is answering right now. */
  | { kind: "in-progress" };

function turnRows({ db, userId, requestKey }: ChatTurnKey) {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.requestKey, requestKey)));
}

async function forgetTurn({ db, userId, requestKey }: ChatTurnKey) {
  await db
    .delete(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.requestKey, requestKey)));
}

type TurnRequest = ChatTurnKey & { sessionId: string; projectId: string | null; query: string };

/**
 * Claims the key and pays for the question in one statement: the 2-credit debit (reference
 * `chat:<answer id>`), the question and a pending answer. All of it or none: a key already used,
 * a short balance or a concurrent claim of the same key (a unique-constraint failure) stores
 * nothing and answers null.
 */
/** How long a question may be in the history's line for its charge. */
const QUESTION_EXCERPT_CHARS = 60;

/** The history's line for a message: what was asked ("Chat: Do I need a permit for a deck?"). */
export function chatChargeDescription(query: string): string {
  const question = query.replace(/\s+/g, " ").trim();
  if (question.length <= QUESTION_EXCERPT_CHARS) return `Chat: ${question}`;
  const cut = question.slice(0, QUESTION_EXCERPT_CHARS);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), QUESTION_EXCERPT_CHARS / 2));
  return `Chat: ${atWord.trimEnd()}…`;
}

async function claimPaidTurn(request: TurnRequest) {
  const { db, userId, requestKey, sessionId, projectId, query } = request;
  const questionId = randomUUID();
  const assistantId = randomUUID();
  // The answer is stamped a millisecond after its question, so history lists them in order.
  const askedAt = new Date();
  const answeredAt = new Date(askedAt.getTime() + 1);
  const keyIsFree = sql`not exists (
    select 1 from chat_messages where user_id = ${userId} and request_key = ${requestKey}
  )`;
  const message = (id: string, role: string, content: string, status: string, at: Date) => sql`
    insert into chat_messages
      (id, user_id, request_key, session_id, project_id, role, content, status, created_at)
    select ${id}::uuid, ${userId}, ${requestKey}, ${sessionId}, ${projectId}, ${role}, ${content},
      ${status}, ${at.toISOString()}::timestamptz
    from moved`;
  try {
    const [paid] = rowsOf<{ balance_after: number | string }>(
      await db.execute(sql`
        with ${ledgerMoveCtes({
          userId,
          amount: -MESSAGE_COST_CREDITS,
          type: "query_usage",
          description: chatChargeDescription(query),
          reference: `chat:${assistantId}`,
          onlyIf: keyIsFree,
        })},
        question as (${message(questionId, "user", query, "complete", askedAt)}),
        answer as (${message(assistantId, "assistant", "", "pending", answeredAt)})
        select balance_after from entry`),
    );
    return paid ? { assistantId, balance: Number(paid.balance_after) } : null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Begins a paid question (issue 6): claims the idempotency key by storing the question and a
 * pending answer while debiting 2 credits under a reference unique to this attempt. A key already
 * answered replays its answer; a key that failed before (and was refunded) may be tried again;
 * a key used for another question is refused (`idempotency_key_reused`, 422).
 * Throws `insufficient_credits` (402) and stores nothing when the balance is short.
 */
export async function beginChatTurn(request: TurnRequest): Promise<BeganTurn> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await claimPaidTurn(request);
    if (claimed) return { kind: "started", ...claimed };
    const rows = await turnRows(request);
    // A key names one question: the same key with another question (or in another chat) is a
    // client's mistake, not a retry, and must not replay the old answer as this one's.
    const asked = rows.find((row) => row.role === "user");
    if (asked && (asked.content !== request.query || asked.sessionId !== request.sessionId))
      throw new AppError("idempotency_key_reused");
    const answer = rows.find((row) => row.role === "assistant");
    if (answer?.status === "complete")
      return { kind: "answered", content: answer.content, extras: answer.extras };
    if (answer?.status === "pending") return { kind: "in-progress" };
    if (!answer) break; // the key is free, so the balance was short
    await forgetTurn(request); // it failed and was refunded: this retry may pay again
  }
  const balance = (await getBalance({ db: request.db, userId: request.userId })) ?? 0;
  if (balance >= MESSAGE_COST_CREDITS) return { kind: "in-progress" };
  throw new AppError("insufficient_credits", {
    message: `You need ${MESSAGE_COST_CREDITS} credits to send a message. Current balance: ${balance}`,
  });
}

/** Stores the delivered answer (all of it, or what was said before the client left). */
export async function finishChatTurn(options: {
  db: Database;
  assistantId: string;
  content: string;
  extras?: Record<string, unknown>;
}) {
  // Only a pending answer completes: one the sweeper already refunded stays refunded, so no
  // answer is ever both refunded and charged as delivered.
  await options.db
    .update(chatMessages)
    .set({ content: options.content, status: "complete", extras: options.extras ?? {} })
    .where(and(eq(chatMessages.id, options.assistantId), eq(chatMessages.status, "pending")));
}

/**
 * No answer was delivered: the 2 credits come back as one `refund` row and the pending answer is
 * marked failed, in one statement, so a retry with the same key may try again. An answer that is
 * no longer pending (it completed) is left as it is.
 */
export async function failChatTurn(options: { db: Database; userId: string; assistantId: string }) {
  const { db, userId, assistantId } = options;
  // The refund depends on this statement turning the answer from pending to failed: an answer
  // that completed first (its row lock decides) is neither failed nor refunded.
  const refund = ledgerMoveCtes({
    userId,
    amount: MESSAGE_COST_CREDITS,
    type: "refund",
    description: "Refund: the message could not be answered",
    reference: `refund:chat:${assistantId}`,
    onlyIf: sql`exists (select 1 from failed)`,
  });
  await db.execute(sql`
    with failed as (
      update chat_messages set status = 'failed'
      where id = ${assistantId}::uuid and status = 'pending'
      returning id
    ),
    ${refund}
    select count(*) from entry`);
}

/**
 * Refunds the answers a dead server process left pending for longer than `olderThanSeconds`
 * (no answer can take that long), and marks them failed; another process sweeping at the same
 * time cannot refund twice (the refund's reference is unique). Resolves to how many it refunded.
 */
export async function sweepAbandonedTurns(options: {
  db: Database;
  olderThanSeconds: number;
}): Promise<number> {
  const { db, olderThanSeconds } = options;
  const abandoned = await db
    .select({ id: chatMessages.id, userId: chatMessages.userId })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.role, "assistant"),
        eq(chatMessages.status, "pending"),
        lt(chatMessages.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
      ),
    );
  let refunded = 0;
  for (const turn of abandoned) {
    try {
      await failChatTurn({ db, userId: turn.userId, assistantId: turn.id });
      refunded += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return refunded;
}
