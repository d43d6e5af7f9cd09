import { and, eq } from "drizzle-orm";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import type { Database } from "../../db/database.ts";
import { chatMessages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { applyLedgerEntry, getBalance } from "../credits/ledger.service.ts";

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

/** Stores the question and a pending answer, unless this key already has them. */
async function claimTurn(
  key: ChatTurnKey & { sessionId: string; projectId: string | null; query: string },
) {
  const { db, userId, requestKey, sessionId, projectId, query } = key;
  // The answer is stamped a millisecond after its question, so history lists them in order.
  const askedAt = new Date();
  const answeredAt = new Date(askedAt.getTime() + 1);
  return db.transaction(async (tx) => {
    const [question] = await tx
      .insert(chatMessages)
      .values({
        userId,
        requestKey,
        sessionId,
        projectId,
        role: "user",
        content: query,
        createdAt: askedAt,
      })
      .onConflictDoNothing()
      .returning({ id: chatMessages.id });
    if (!question) return null;
    const [answer] = await tx
      .insert(chatMessages)
      .values({
        userId,
        requestKey,
        sessionId,
        projectId,
        role: "assistant",
        status: "pending",
        createdAt: answeredAt,
      })
      .returning({ id: chatMessages.id });
    return answer?.id ?? null;
  });
}

/**
 * Begins a paid question (issue 6): claims the idempotency key by storing the question and a
 * pending answer, then debits 2 credits under a reference unique to this attempt. A key already
 * answered replays its answer; a key that failed before (and was refunded) may be tried again.
 * Throws `insufficient_credits` (402) and stores nothing when the balance is short.
 */
export async function beginChatTurn(
  key: ChatTurnKey & { sessionId: string; projectId: string | null; query: string },
): Promise<BeganTurn> {
  let assistantId = await claimTurn(key);
  if (!assistantId) {
    const answer = (await turnRows(key)).find((row) => row.role === "assistant");
    if (answer?.status === "complete")
      return { kind: "answered", content: answer.content, extras: answer.extras };
    if (answer?.status === "pending") return { kind: "in-progress" };
    await forgetTurn(key);
    assistantId = await claimTurn(key);
    if (!assistantId) return { kind: "in-progress" };
  }
  try {
    const { balance } = await applyLedgerEntry({
      db: key.db,
      userId: key.userId,
      amount: -MESSAGE_COST_CREDITS,
      type: "query_usage",
      description: "Chat message",
      reference: `chat:${assistantId}`,
    });
    return { kind: "started", assistantId, balance };
  } catch (error) {
    await forgetTurn(key);
    if (error instanceof AppError && error.code === "insufficient_credits") {
      const balance = (await getBalance({ db: key.db, userId: key.userId })) ?? 0;
      throw new AppError("insufficient_credits", {
        message: `You need ${MESSAGE_COST_CREDITS} credits to send a message. Current balance: ${balance}`,
      });
    }
    throw error;
  }
}

/** Stores the delivered answer (all of it, or what was said before the client left). */
export async function finishChatTurn(options: {
  db: Database;
  assistantId: string;
  content: string;
  extras?: Record<string, unknown>;
}) {
  await options.db
    .update(chatMessages)
    .set({ content: options.content, status: "complete", extras: options.extras ?? {} })
    .where(eq(chatMessages.id, options.assistantId));
}

/**
 * No answer was delivered: the 2 credits come back as one `refund` row, and the answer is marked
 * failed so a retry with the same key may try again.
 */
export async function failChatTurn(options: { db: Database; userId: string; assistantId: string }) {
  const { db, userId, assistantId } = options;
  await applyLedgerEntry({
    db,
    userId,
    amount: MESSAGE_COST_CREDITS,
    type: "refund",
    description: "Refund: the message could not be answered",
    reference: `refund:chat:${assistantId}`,
  });
  await db.update(chatMessages).set({ status: "failed" }).where(eq(chatMessages.id, assistantId));
}
