import type { ApiErrorCode } from "#shared/api-error.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorResponse, sseAnswer, sseResponse } from "../__fixtures__/chat-responses.ts";
import {
  ChatNetworkError,
  ChatRequestError,
  ChatStreamEndedError,
  ChatTimeoutError,
} from "./chat-errors.ts";
import {
  isRetryableChatError,
  retriesFor,
  retryDelayMs,
  sendChatMessageWithRetry,
  waitBeforeRetryMs,
  withChatRetry,
} from "./chat-retry.ts";

const statusError = (status: number, code?: ApiErrorCode, retryAfterMs?: number) =>
  new ChatRequestError({ status, statusText: "", code, retryAfterMs });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the retry policy", () => {
  it("retries once normally and twice in diagnostic mode", () => {
    expect(retriesFor(false)).toBe(1);
    expect(retriesFor(true)).toBe(2);
  });

  it.each([408, 429, 500, 502, 503, 504])("retries status %i", (status) => {
    expect(isRetryableChatError(statusError(status))).toBe(true);
  });

  it.each([400, 401, 402, 403, 404, 413])("never retries status %i", (status) => {
    expect(isRetryableChatError(statusError(status))).toBe(false);
  });

  it("retries a 409 only when the same key is still being answered", () => {
    expect(isRetryableChatError(statusError(409, "request_in_progress"))).toBe(true);
    expect(isRetryableChatError(statusError(409, "already_signed_up"))).toBe(false);
  });

  it("retries network failures, time-outs and empty broken streams, not aborts or bugs", () => {
    expect(isRetryableChatError(new ChatNetworkError(new TypeError("x")))).toBe(true);
    expect(isRetryableChatError(new ChatTimeoutError())).toBe(true);
    expect(isRetryableChatError(new ChatStreamEndedError())).toBe(true);
    expect(isRetryableChatError(new DOMException("", "AbortError"))).toBe(false);
    expect(isRetryableChatError(new SyntaxError("bad"))).toBe(false);
  });

  it("doubles the delay from 500 ms up to 4000 ms, and 3000 ms between a call's attempts", () => {
    expect([1, 2, 3, 4, 5].map((retry) => retryDelayMs(retry))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
    expect([1, 2, 3, 4].map((retry) => waitBeforeRetryMs(retry, statusError(503)))).toEqual([
      500, 1000, 2000, 3000,
    ]);
  });

  it("waits for a longer Retry-After, still at most 3000 ms", () => {
    expect(waitBeforeRetryMs(1, statusError(409, "request_in_progress", 1000))).toBe(1000);
    expect(waitBeforeRetryMs(1, statusError(429, undefined, 60_000))).toBe(3000);
  });
});

describe("withChatRetry", () => {
  beforeEach(() => vi.useFakeTimers());

  it("waits 500 ms then 1000 ms between attempts, and gives up after the last retry", async () => {
    const attempt = vi.fn(() => Promise.reject(statusError(503)));
    const onRetry = vi.fn();
    const outcome = withChatRetry(attempt, { retries: 2, onRetry });
    const settled = expect(outcome).rejects.toMatchObject({ status: 503 });

    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await settled;
    expect(onRetry.mock.calls.map(([retry]) => retry)).toEqual([1, 2]);
  });

  it("does not retry a 402", async () => {
    const attempt = vi.fn(() => Promise.reject(statusError(402, "insufficient_credits")));
    await expect(withChatRetry(attempt, { retries: 2 })).rejects.toMatchObject({ status: 402 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it("stops waiting at once when aborted", async () => {
    const attempt = vi.fn(() => Promise.reject(statusError(503)));
    const controller = new AbortController();
    const outcome = withChatRetry(attempt, { retries: 1, signal: controller.signal });
    const settled = expect(outcome).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(5000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe("sendChatMessageWithRetry", () => {
  it("sends every attempt with the same idempotency key", async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(errorResponse(502, "Bad Gateway", "internal_error", "down"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(sseResponse(sseAnswer(["Third time lucky."])));
    vi.stubGlobal("fetch", fetchMock);

    const reply = sendChatMessageWithRetry({
      request: { query: "Deck?", options: { streaming: false } },
      idempotencyKey: "the-one-key",
      retries: 2,
    });
    await vi.advanceTimersByTimeAsync(500 + 1000);
    expect((await reply).content).toBe("Third time lucky.");
    const keys = fetchMock.mock.calls.map(
      ([, init]) =>
        (init as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"],
    );
    expect(keys).toEqual(["the-one-key", "the-one-key", "the-one-key"]);
  });
});
