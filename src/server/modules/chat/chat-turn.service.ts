import { randomUUID } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import { and, eq, lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { ChatExtras, Expert } from "#shared/chat.ts";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import { type Database, isUniqueViolation, rowsOf } from "../../db/database.ts";
import { chatMessages } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Metrics } from "../../lib/metrics.ts";
import { getBalance, ledgerMoveCtes } from "../credits/ledger.service.ts";
import type { Jurisdiction } from "../permits/jurisdiction.ts";
import type { AnswerRequest, Answerer } from "../permits/model-provider.ts";
import type { PermitEngine, PropertyContext } from "../permits/permit-engine.ts";
import { expertsFor } from "./experts.service.ts";

/** One paid question: its two messages share the request's idempotency key. */
export type ChatTurnKey = { db: Database; userId: string; requestKey: string };

export type BeganTurn =
  | { kind: "started"; assistantId: string; balance: number }
  /** Answered before under this key: the same answer again, free. */
  | { kind: "answered"; content: string; extras: ChatExtras }
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

type TurnRequest = ChatTurnKey & {
  sessionId: string;
  projectId: string | null;
  query: string;
  /** What the history's line for the charge starts with: "Chat", or the API key that asked. */
  chargeLabel?: string;
};

/**
 * Claims the key and pays for the question in one statement: the 2-credit debit (reference
 * `chat:<answer id>`), the question and a pending answer. All of it or none: a key already used,
 * a short balance or a concurrent claim of the same key (a unique-constraint failure) stores
 * nothing and answers null.
 */
/** How long a question may be in the history's line for its charge. */
const QUESTION_EXCERPT_CHARS = 60;

/**
 * The history's line for a message: who asked and what ("Chat: Do I need a permit for a deck?",
 * "API key Contractor site: …").
 */
export function chatChargeDescription(query: string, label = "Chat"): string {
  const question = query.replace(/\s+/g, " ").trim();
  if (question.length <= QUESTION_EXCERPT_CHARS) return `${label}: ${question}`;
  const cut = question.slice(0, QUESTION_EXCERPT_CHARS);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), QUESTION_EXCERPT_CHARS / 2));
  return `${label}: ${atWord.trimEnd()}…`;
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
          description: chatChargeDescription(query, request.chargeLabel),
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
 * Begins a paid question (ADR 010): claims the idempotency key by storing the question and a
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
  extras?: ChatExtras;
}) {
  let finish = finishStatements.get(options.db);
  if (!finish) finishStatements.set(options.db, (finish = prepareFinish(options.db)));
  await finish.execute({
    id: options.assistantId,
    content: options.content,
    extras: JSON.stringify(options.extras ?? {}),
  });
}

/**
 * Only a pending answer completes: one the sweeper already refunded stays refunded, so no answer
 * is ever both refunded and charged as delivered. Built once per database (every answer ends
 * with it), not per answer.
 */
function prepareFinish(db: Database) {
  return db
    .update(chatMessages)
    .set({
      content: sql`${sql.placeholder("content")}`,
      status: "complete",
      // Given as JSON text: a placeholder skips the column's own encoding.
      extras: sql`${sql.placeholder("extras")}::jsonb`,
    })
    .where(and(eq(chatMessages.id, sql.placeholder("id")), eq(chatMessages.status, "pending")))
    .prepare("finish_chat_turn");
}
const finishStatements = new WeakMap<Database, ReturnType<typeof prepareFinish>>();

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

/** A piece of an answer as the turn delivers it: words, and at the end the experts, if any. */
export type AnswerPiece = { content: string; experts?: Expert[] };

export type ChatTurnRequest = TurnRequest & {
  property: PropertyContext;
  /** The HTTP request's id, for the log lines of this turn. */
  requestId: string;
};

export type ChatTurnServices = {
  permits: PermitEngine;
  answerer: Answerer;
  metrics: Metrics;
  log: Logger;
};

export type ChatTurn =
  /**
   * The answer's pieces. Reading them to the end stores the answer; stopping early (or `stop()`,
   * when the reader has gone) stores the pieces taken, marked interrupted: take a piece only
   * when it can be sent. Either way the words delivered are paid for. `charged` is false for an
   * answer that cost nothing.
   */
  | { kind: "answer"; pieces: AsyncGenerator<AnswerPiece>; stop: () => void; charged: boolean }
  /** The client left before the first words: nothing was delivered, and the turn was refunded. */
  | { kind: "client-left" };

const NOT_ANSWERED = "The permit assistant could not answer just now. You were not charged.";

/** Ends an answer nobody reads any more, so its time-outs and model call end with it. */
async function closeAnswer(pieces: AsyncIterator<string>) {
  await pieces.return?.()?.catch(() => {});
}

async function* pieceOf(content: string, experts: Expert[] = []): AsyncGenerator<AnswerPiece> {
  yield { content };
  if (experts.length > 0) yield { content: "", experts };
}

const stopNothing = () => {};

/**
 * What this process remembers of recent turns, to decide whether the model may be asked while
 * the debit commits (ADR 020): not under a key it has seen (a retry may have been answered, and
 * is replayed without asking again), nor for a user its last turn left short of credits.
 */
const RECENT_TURNS = { max: 50_000, ttl: 10 * 60 * 1000 };
const recentKeys = new LRUCache<string, true>(RECENT_TURNS);
const balanceAfterLastTurn = new LRUCache<string, number>(RECENT_TURNS);

function mayAskBeforeCharging({ userId, requestKey }: ChatTurnKey): boolean {
  const seen = recentKeys.has(`${userId}:${requestKey}`);
  recentKeys.set(`${userId}:${requestKey}`, true);
  return (
    !seen && (balanceAfterLastTurn.get(userId) ?? MESSAGE_COST_CREDITS) >= MESSAGE_COST_CREDITS
  );
}

/** Asks for the answer now: its first piece is on its way while the caller goes on. */
function askNow(answerer: Answerer, request: AnswerRequest, signal: AbortSignal) {
  const pieces = answerer.stream(request, signal)[Symbol.asyncIterator]();
  const first = pieces.next();
  first.catch(() => {}); // read once the turn is paid for; a turn that is not never reads it
  return { pieces, first };
}

/**
 * One paid question, by the money rules of ADR 010: 2 credits are taken with the question (a key
 * answered before replays its answer for free, without asking again); when no first words come
 * (a failure, or the client gone) the credits come back; once words are delivered the answer
 * stands and is paid for. An address we cannot place is answered with the request for a US
 * address, free and unstored. The engine's grounding is composed once, and the model is asked
 * while the debit commits (and stopped if it fails) unless this process expects it to fail.
 * Throws `insufficient_credits`, `request_in_progress`, `idempotency_key_reused` or
 * `service_unavailable` (after the refund).
 */
export async function runChatTurn(
  request: ChatTurnRequest,
  services: ChatTurnServices,
  clientLeft: AbortSignal,
): Promise<ChatTurn> {
  const { permits, answerer, metrics, log } = services;
  if (!permits.covers(request.property)) {
    const pieces = pieceOf(permits.answer(request.query, request.property).markdown);
    return { kind: "answer", pieces, stop: stopNothing, charged: false };
  }
  // The debit is sent to the database first; the grounding is composed and the model asked
  // while it commits.
  const claim = beginChatTurn(request);
  claim.catch(() => {}); // awaited below, once the model is asked
  // The database client sends what it was given at the end of this turn of the event loop:
  // let it, before the grounding's work.
  await setImmediate();
  const grounding = permits.answer(request.query, request.property);

  // Headers wait for the first words, so a failure before them is a proper error status. A
  // client that leaves before them was delivered nothing: the model is stopped, the turn refunded.
  const model = new AbortController();
  const stopModel = () => model.abort();
  clientLeft.addEventListener("abort", stopModel, { once: true });
  if (clientLeft.aborted) model.abort();
  const question = { question: request.query, context: request.property, grounding };
  let asked = mayAskBeforeCharging(request) ? askNow(answerer, question, model.signal) : null;
  const notAsked = async () => {
    clientLeft.removeEventListener("abort", stopModel);
    model.abort();
    if (asked) await closeAnswer(asked.pieces);
  };

  let began: BeganTurn;
  try {
    began = await claim;
  } catch (error) {
    if (error instanceof AppError && error.code === "insufficient_credits")
      balanceAfterLastTurn.set(request.userId, 0);
    await notAsked();
    throw error;
  }
  if (began.kind !== "started") {
    await notAsked();
    if (began.kind === "in-progress")
      throw new AppError("request_in_progress", { headers: { "Retry-After": "1" } });
    const pieces = pieceOf(began.content, began.extras.experts);
    return { kind: "answer", pieces, stop: stopNothing, charged: true };
  }
  balanceAfterLastTurn.set(request.userId, began.balance);
  metrics.chatStarts.inc();
  asked ??= askNow(answerer, question, model.signal);

  let first: IteratorResult<string> | null = null;
  try {
    first = await asked.first;
  } catch (error) {
    if (!clientLeft.aborted)
      log.warn({ err: error, requestId: request.requestId }, "chat answer failed to start");
  } finally {
    clientLeft.removeEventListener("abort", stopModel);
  }
  if (!first || first.done || clientLeft.aborted) {
    model.abort();
    await closeAnswer(asked.pieces);
    await failChatTurn({ db: request.db, userId: request.userId, assistantId: began.assistantId });
    metrics.chatAnswers.inc({ outcome: "refunded" });
    if (clientLeft.aborted) return { kind: "client-left" };
    throw new AppError("service_unavailable", { message: NOT_ANSWERED });
  }

  let stopped = false;
  const stop = () => {
    stopped = true;
    model.abort();
  };
  const answer = {
    assistantId: began.assistantId,
    jurisdiction: grounding.jurisdiction,
    first,
    pieces: asked.pieces,
    model,
    isStopped: () => stopped,
  };
  return { kind: "answer", pieces: deliver(request, services, answer), stop, charged: true };
}

/** Delivers a started answer's words, then its experts, and stores what was delivered. */
async function* deliver(
  request: ChatTurnRequest,
  services: ChatTurnServices,
  answer: {
    assistantId: string;
    jurisdiction: Jurisdiction;
    first: IteratorResult<string>;
    pieces: AsyncIterator<string>;
    model: AbortController;
    isStopped: () => boolean;
  },
): AsyncGenerator<AnswerPiece> {
  const { db, query } = request;
  let content = "";
  let extras: ChatExtras = {};
  // Until the answer's words have all been handed over. A piece the reader takes is delivered
  // (it asks for the next only when it can send it), so a reader that leaves, or `stop()`,
  // leaves the answer stored with what it took, marked interrupted.
  let interrupted = true;
  let modelDone = false;
  try {
    let next = answer.first;
    for (; !next.done; next = await answer.pieces.next()) {
      content += next.value;
      yield { content: next.value };
      if (answer.isStopped()) break;
    }
    modelDone = next.done === true;
    if (!answer.isStopped()) {
      interrupted = false;
      const experts = await expertsFor({ db, question: query, jurisdiction: answer.jurisdiction });
      if (experts.length > 0) {
        extras = { experts };
        yield { content: "", experts };
      }
    }
  } catch (error) {
    interrupted = answer.isStopped();
    if (!interrupted)
      services.log.warn({ err: error, requestId: request.requestId }, "chat stream broke off");
  } finally {
    if (!modelDone) {
      answer.model.abort();
      await closeAnswer(answer.pieces);
    }
    // Words were delivered, so the answer stands (and is paid for) even if it was cut short.
    await finishChatTurn({
      db,
      assistantId: answer.assistantId,
      content,
      extras: interrupted ? { ...extras, interrupted: true } : extras,
    });
    services.metrics.chatAnswers.inc({ outcome: interrupted ? "interrupted" : "complete" });
  }
}
