import type { Expert } from "#shared/chat.ts";
import { CHAT_STREAM_DONE, parseChatChunk, parseChatReply } from "#shared/chat-stream.ts";
import { readApiError } from "#web/lib/api-client.ts";
import { AttemptGuard } from "./attempt-guard.ts";
import { ChatRequestError, ChatStreamEndedError, parseRetryAfter } from "./chat-errors.ts";
import type { ChatRequestBody } from "./chat-request.ts";
import { createSseLineReader } from "./sse-lines.ts";

export const CHAT_URL = "/api/chat-permits";

/**
 * How long silence may last before an attempt counts as timed out. The server sends headers only
 * with the first words, and a model may take 20 s to start plus 20 s more for the fallback; a
 * direct (diagnostic) call is silent for the whole answer, which the server caps at 120 s.
 */
export const STREAM_IDLE_TIMEOUT_MS = 60_000;
export const DIRECT_ANSWER_TIMEOUT_MS = 150_000;

/** What a direct (not streamed) reply with neither `response` nor `answer` becomes. */
export const FALLBACK_REPLY =
  "I'm sorry, but I couldn't generate a response to your question. Please try again.";

export type ChatReply = { content: string; experts: Expert[] | undefined };

export type SendChatMessageOptions = {
  request: ChatRequestBody;
  /** The same on every retry of one message, so the server charges and answers it once. */
  idempotencyKey: string;
  signal?: AbortSignal | undefined;
  /** Called with the answer so far each time a streamed piece arrives. */
  onChunk?: ((content: string) => void) | undefined;
  /** Overrides the silence time-out (tests). */
  idleTimeoutMs?: number | undefined;
};

/**
 * One attempt at POST /api/chat-permits. Resolves with the whole answer, streamed or
 * direct; throws ChatRequestError for an error status, ChatNetworkError, ChatTimeoutError or
 * ChatStreamEndedError otherwise, and the caller's own abort error when it cancelled.
 */
export async function sendChatMessage(options: SendChatMessageOptions): Promise<ChatReply> {
  const streaming = options.request.options?.streaming !== false;
  const guard = new AttemptGuard(
    options.signal,
    options.idleTimeoutMs ?? (streaming ? STREAM_IDLE_TIMEOUT_MS : DIRECT_ANSWER_TIMEOUT_MS),
  );
  try {
    const response = await guard.step(() =>
      fetch(CHAT_URL, {
        method: "POST",
        // The session cookie is the credential; the stream needs fetch itself, not the Hono client.
        credentials: "same-origin",
        headers: {
          "Content-Type": "application/json",
          Accept: "text/event-stream",
          "Idempotency-Key": options.idempotencyKey,
        },
        body: JSON.stringify(options.request),
        signal: guard.signal,
      }),
    );
    if (!response.ok) throw await errorOf(response, guard);
    // The answer's type decides how to read it, whatever was asked: a server may answer either.
    const type = response.headers.get("content-type") ?? "";
    if (type.includes("text/event-stream") && response.body)
      return await readEventStream(response.body, guard, options.onChunk);
    return directReply(await guard.step(() => response.text()));
  } finally {
    guard.dispose();
  }
}

async function errorOf(response: Response, guard: AttemptGuard): Promise<ChatRequestError> {
  const body = await guard.step(() => readApiError(response));
  return new ChatRequestError({
    status: response.status,
    statusText: response.statusText,
    code: body?.error.code,
    apiMessage: body?.error.message,
    retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
  });
}

/**
 * Reads `data: {"content","sessionId"}` lines up to `data: [DONE]`. Pieces are appended; a last
 * chunk may carry the answer's experts. A stream cut short after some words still resolves with
 * them: the server keeps and charges what it delivered, and a retry would only replay the same.
 */
async function readEventStream(
  body: ReadableStream<Uint8Array>,
  guard: AttemptGuard,
  onChunk: ((content: string) => void) | undefined,
): Promise<ChatReply> {
  const reader = body.getReader();
  const lines = createSseLineReader();
  let content = "";
  let experts: Expert[] | undefined;
  let done = false;

  const take = (payloads: string[]) => {
    for (const payload of payloads) {
      if (payload.trim() === CHAT_STREAM_DONE) {
        done = true;
        return;
      }
      const chunk = parseChatChunk(payload);
      if (!chunk) continue;
      if (chunk.experts) experts = chunk.experts;
      if (chunk.content) {
        content += chunk.content;
        onChunk?.(content);
      }
    }
  };

  try {
    while (!done) {
      const read = await guard.step(() => reader.read());
      if (read.done) {
        take(lines.end());
        break;
      }
      take(lines.push(read.value));
    }
  } finally {
    // After [DONE] nothing more is wanted; cancelling also releases the connection at once.
    void reader.cancel().catch(() => {});
  }

  if (!content) {
    if (!done) throw new ChatStreamEndedError();
    return { content: FALLBACK_REPLY, experts };
  }
  return { content, experts };
}

/**
 * A direct answer: `{response, sessionId, experts?}`, or `{answer}` from an older server. A reply
 * with neither (or an empty one) becomes the fallback apology, so the screen never shows an empty
 * bubble.
 */
function directReply(text: string): ChatReply {
  const body = parseChatReply(text);
  const answer = [body.response, body.answer].find(
    (field): field is string => field !== undefined && field.trim() !== "",
  );
  return { content: answer ?? FALLBACK_REPLY, experts: body.experts };
}
