import type { ApiErrorCode } from "#shared/api-error.ts";
/**
 * The ways one attempt at sending a chat message fails. The retry policy (chat-retry.ts) and the
 * screen (use-chat.ts) tell them apart by class, never by parsing messages.
 */

/**
 * Reason phrases for the statuses the chat meets. HTTP/2 responses carry no reason phrase, so
 * `statusText` is often empty in the browser; without this the text would read "HTTP 503: ".
 */
const REASON_PHRASES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  402: "Payment Required",
  404: "Not Found",
  408: "Request Timeout",
  409: "Conflict",
  413: "Payload Too Large",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

/**
 * The server answered with an error status. The message is "HTTP {status}: {statusText}";
 * the API's own error code and message (`{"error":{code,message}}`) are kept beside it.
 */
export class ChatRequestError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly code: ApiErrorCode | undefined;
  readonly apiMessage: string | undefined;
  /** The server's Retry-After, in ms, when it sent one (409 request_in_progress, 429). */
  readonly retryAfterMs: number | undefined;

  constructor(details: {
    status: number;
    statusText: string;
    code?: ApiErrorCode | undefined;
    apiMessage?: string | undefined;
    retryAfterMs?: number | undefined;
  }) {
    const statusText = details.statusText || REASON_PHRASES[details.status] || "Error";
    super(`HTTP ${details.status}: ${statusText}`);
    this.name = "ChatRequestError";
    this.status = details.status;
    this.statusText = statusText;
    this.code = details.code;
    this.apiMessage = details.apiMessage;
    this.retryAfterMs = details.retryAfterMs;
  }
}

/** The request or the stream broke off at the network level (fetch rejected, a read failed). */
export class ChatNetworkError extends Error {
  constructor(cause: unknown) {
    super("Network error: the chat service could not be reached.", { cause });
    this.name = "ChatNetworkError";
  }
}

/** Nothing arrived from the server for too long. */
export class ChatTimeoutError extends Error {
  constructor() {
    super("The chat service took too long to answer.");
    this.name = "ChatTimeoutError";
  }
}

/** The stream ended without a word of answer and without its `[DONE]` terminator. */
export class ChatStreamEndedError extends Error {
  constructor() {
    super("The answer stream ended before any answer arrived.");
    this.name = "ChatStreamEndedError";
  }
}

/** True for the rejection of a request the caller cancelled (AbortController.abort()). */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    (error as { name: unknown }).name === "AbortError"
  );
}

/** A Retry-After header (seconds, or an HTTP date) in ms; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
