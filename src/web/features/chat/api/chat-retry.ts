import {
  ChatNetworkError,
  ChatRequestError,
  ChatStreamEndedError,
  ChatTimeoutError,
} from "./chat-errors.ts";
import { type ChatReply, type SendChatMessageOptions, sendChatMessage } from "./chat-stream.ts";

/** 1 retry normally, 2 in diagnostic mode. */
export const CHAT_RETRIES = 1;
export const DIAGNOSTIC_CHAT_RETRIES = 2;
/** The delay starts at 500 ms and doubles, to at most 4000 ms … */
export const RETRY_BASE_DELAY_MS = 500;
export const RETRY_MAX_DELAY_MS = 4000;
/** … and at most 3000 ms between the attempts of one message send ("for the actual call"). */
export const CALL_RETRY_MAX_DELAY_MS = 3000;

/** The statuses worth another attempt. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

export function retriesFor(diagnostic: boolean): number {
  return diagnostic ? DIAGNOSTIC_CHAT_RETRIES : CHAT_RETRIES;
}

/** The back-off before retry number `retry` (1, 2, …): 500, 1000, 2000 … ms, never over the cap. */
export function retryDelayMs(retry: number, maxDelayMs = RETRY_MAX_DELAY_MS): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, retry - 1), maxDelayMs);
}

/**
 * Whether a failed attempt may be tried again: network failures, time-outs, a stream
 * that broke off before any answer, and the statuses above. A 409 `request_in_progress` means the
 * same key is still being answered, so asking again with it is safe and will replay the answer.
 * Never a 400, 401 or 402 (asking again cannot help), nor the caller's own cancellation.
 */
export function isRetryableChatError(error: unknown): boolean {
  if (error instanceof ChatRequestError)
    return (
      RETRYABLE_STATUSES.has(error.status) ||
      (error.status === 409 && error.code === "request_in_progress")
    );
  return (
    error instanceof ChatNetworkError ||
    error instanceof ChatTimeoutError ||
    error instanceof ChatStreamEndedError
  );
}

/**
 * The wait before retry number `retry` of a message send: the back-off, or the server's
 * Retry-After when that is longer, never over the call's 3000 ms cap.
 */
export function waitBeforeRetryMs(retry: number, error: unknown): number {
  const backoff = retryDelayMs(retry, CALL_RETRY_MAX_DELAY_MS);
  const asked = error instanceof ChatRequestError ? (error.retryAfterMs ?? 0) : 0;
  return Math.min(Math.max(backoff, asked), CALL_RETRY_MAX_DELAY_MS);
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export type RetryOptions = {
  retries: number;
  signal?: AbortSignal | undefined;
  /** Told before each retry, e.g. to warn that the connection is poor. */
  onRetry?: ((retry: number, error: unknown) => void) | undefined;
};

/** Runs `attempt` until it succeeds, fails for good, runs out of retries, or is aborted. */
export async function withChatRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  { retries, signal, onRetry }: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    signal?.throwIfAborted();
    try {
      return await attempt(retry + 1);
    } catch (error) {
      if (retry >= retries || signal?.aborted || !isRetryableChatError(error)) throw error;
      onRetry?.(retry + 1, error);
      await sleep(waitBeforeRetryMs(retry + 1, error), signal);
    }
  }
}

/**
 * Sends one message with the retry policy. Every attempt carries the same idempotency key, so a
 * retry after a lost answer replays it (or resumes the one charge) instead of paying again. Each
 * attempt restarts the answer: `onChunk` then reports the new attempt's text from its beginning.
 */
export function sendChatMessageWithRetry(
  options: SendChatMessageOptions & Omit<RetryOptions, "signal">,
): Promise<ChatReply> {
  const { retries, onRetry, ...message } = options;
  return withChatRetry(() => sendChatMessage(message), {
    retries,
    onRetry,
    signal: message.signal,
  });
}
