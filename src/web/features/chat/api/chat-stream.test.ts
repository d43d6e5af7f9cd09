import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXPERT, errorResponse, sseAnswer, sseResponse } from "../__fixtures__/chat-responses.ts";
import {
  ChatNetworkError,
  ChatRequestError,
  ChatStreamEndedError,
  ChatTimeoutError,
} from "./chat-errors.ts";
import type { ChatRequestBody } from "./chat-request.ts";
import { CHAT_URL, FALLBACK_REPLY, sendChatMessage } from "./chat-stream.ts";

const STREAMED: ChatRequestBody = {
  query: "Do I need a permit for a deck?",
  sessionId: "s-1",
  options: { streaming: true },
};
const DIRECT: ChatRequestBody = { ...STREAMED, options: { streaming: false } };

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const send = (request = STREAMED, onChunk?: (content: string) => void) =>
  sendChatMessage({ request, idempotencyKey: "key-1", onChunk });

describe("sendChatMessage, streamed", () => {
  it("posts the request with the session cookie, the event-stream Accept and the key", async () => {
    fetchMock.mockResolvedValue(sseResponse(sseAnswer(["Yes."])));
    await send();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(CHAT_URL);
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toMatchObject({
      Accept: "text/event-stream",
      "Content-Type": "application/json",
      "Idempotency-Key": "key-1",
    });
    expect(JSON.parse(String(init.body))).toEqual(STREAMED);
  });

  it("appends the pieces, reporting the answer so far, across reads that split lines", async () => {
    const lines = sseAnswer(["A deck ", "over 30 inches ", "needs a permit."]).join("");
    // Cut the stream into 7-byte reads: every line is split somewhere.
    const pieces = lines.match(/[\s\S]{1,7}/g) ?? [];
    fetchMock.mockResolvedValue(sseResponse(pieces));
    const seen: string[] = [];
    const reply = await send(STREAMED, (content) => seen.push(content));
    expect(reply).toEqual({
      content: "A deck over 30 inches needs a permit.",
      experts: undefined,
    });
    expect(seen).toEqual([
      "A deck ",
      "A deck over 30 inches ",
      "A deck over 30 inches needs a permit.",
    ]);
  });

  it("takes the experts from the last chunk", async () => {
    fetchMock.mockResolvedValue(sseResponse(sseAnswer(["Hire an architect."], [EXPERT])));
    const reply = await send();
    expect(reply.content).toBe("Hire an architect.");
    expect(reply.experts).toEqual([EXPERT]);
  });

  it("stops at [DONE] and ignores anything after it", async () => {
    fetchMock.mockResolvedValue(
      sseResponse([...sseAnswer(["Done."]), 'data: {"content":" extra"}\n\n']),
    );
    expect((await send()).content).toBe("Done.");
  });

  it("keeps the words of a stream cut short, and fails one that brought none", async () => {
    fetchMock.mockResolvedValueOnce(sseResponse(['data: {"content":"Partial"}\n\n']));
    expect((await send()).content).toBe("Partial");
    fetchMock.mockResolvedValueOnce(sseResponse([": nothing\n"]));
    await expect(send()).rejects.toBeInstanceOf(ChatStreamEndedError);
  });
});

describe("sendChatMessage, direct (diagnostic)", () => {
  it.each([
    ["response", { response: "Yes, you do.", sessionId: "s-1" }, "Yes, you do."],
    ["answer", { answer: "An older answer." }, "An older answer."],
    ["neither field", { sessionId: "s-1" }, FALLBACK_REPLY],
    ["an empty response", { response: "  " }, FALLBACK_REPLY],
  ])("reads a JSON reply with %s", async (_label, body, content) => {
    fetchMock.mockResolvedValue(Response.json(body));
    expect((await send(DIRECT)).content).toBe(content);
  });

  it("keeps the experts of a JSON reply", async () => {
    fetchMock.mockResolvedValue(Response.json({ response: "Ask a pro.", experts: [EXPERT] }));
    expect(await send(DIRECT)).toEqual({ content: "Ask a pro.", experts: [EXPERT] });
  });
});

describe("sendChatMessage, failures", () => {
  it('throws ChatRequestError "HTTP {status}: {statusText}" with the API code and message', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(402, "Payment Required", "insufficient_credits", "Current balance: 0"),
    );
    const error = await send().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect(error).toMatchObject({
      message: "HTTP 402: Payment Required",
      status: 402,
      code: "insufficient_credits",
      apiMessage: "Current balance: 0",
    });
  });

  it("names the status when the response has no reason phrase (HTTP/2), and reads Retry-After", async () => {
    fetchMock.mockResolvedValue(
      errorResponse(409, "", "request_in_progress", "Being answered.", { "Retry-After": "1" }),
    );
    await expect(send()).rejects.toMatchObject({
      message: "HTTP 409: Conflict",
      retryAfterMs: 1000,
    });
  });

  it("turns a failed fetch into ChatNetworkError", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(send()).rejects.toBeInstanceOf(ChatNetworkError);
  });

  it("gives up with ChatTimeoutError when the server stays silent", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("", "AbortError")));
        }),
    );
    const sent = sendChatMessage({ request: STREAMED, idempotencyKey: "k", idleTimeoutMs: 1000 });
    const outcome = expect(sent).rejects.toBeInstanceOf(ChatTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await outcome;
  });

  it("rethrows the caller's abort as it is, not as a network failure", async () => {
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const sent = sendChatMessage({
      request: STREAMED,
      idempotencyKey: "k",
      signal: controller.signal,
    });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: "AbortError" });
  });
});
