import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ChatMessage } from "#shared/chat.ts";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { dismissToast } from "#web/lib/toast-store.ts";
import { EXPERT, errorResponse } from "../__fixtures__/chat-responses.ts";
import { type UseChatOptions, useChat } from "./use-chat.ts";

/** An event stream the test writes to while the hook reads it. */
function liveStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    send: (data: unknown) =>
      controller.enqueue(
        encoder.encode(`data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`),
      ),
    close: () => controller.close(),
  };
}

const HISTORY: ChatMessage[] = [
  {
    id: "m-1",
    role: "user",
    content: "Earlier question",
    timestamp: "2026-01-01T00:00:00.000Z",
    createdAt: "2026-01-01T00:00:00.000Z",
    pending: false,
    sessionId: "s-1",
  },
  {
    id: "m-2",
    role: "assistant",
    content: "Earlier answer",
    timestamp: "2026-01-01T00:00:00.001Z",
    createdAt: "2026-01-01T00:00:00.001Z",
    pending: false,
    sessionId: "s-1",
  },
];

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answerChat: (init: RequestInit) => Promise<Response> | Response;
let history: () => Promise<Response> | Response;

beforeEach(() => {
  dismissToast();
  calls = [];
  history = () => Response.json({ messages: [] });
  answerChat = () => new Response("{}", { headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, init });
      if (url.endsWith("/chat-permits")) return answerChat(init);
      if (init.method === "DELETE") return Response.json({ deleted: 2 });
      return history();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const chatPosts = () => calls.filter((call) => call.url.endsWith("/chat-permits"));

function renderChat(options: Partial<UseChatOptions> = {}) {
  render(<Toaster />);
  return renderHook(() =>
    useChat({ sessionId: "s-1", projectId: "p-1", user: { id: "u-1" }, credits: 20, ...options }),
  );
}

async function renderLoaded(options: Partial<UseChatOptions> = {}) {
  const hook = renderChat(options);
  await vi.waitFor(() => expect(hook.result.current.loading).toBe(false));
  return hook;
}

describe("useChat history", () => {
  it('loads the session\'s messages on mount ("Loading chat..." meanwhile)', async () => {
    history = () => Response.json({ messages: HISTORY });
    const { result } = renderChat();
    expect(result.current.loading).toBe(true);
    expect(result.current.busy).toBe(true);
    await vi.waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.messages).toEqual(HISTORY);
    expect(result.current.sentHistory).toEqual(["Earlier question"]);
    expect(calls[0]?.url).toMatch(/\/api\/chat\/sessions\/s-1\/messages$/);
  });

  it("reports a connection error when the history cannot load, and retries on request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    history = () => errorResponse(503, "Service Unavailable", "service_unavailable", "down");
    const { result } = await renderLoaded();
    expect(result.current.connectionError).toBe(true);

    history = () => Response.json({ messages: HISTORY });
    act(() => result.current.retryConnection());
    expect(result.current.loading).toBe(true);
    await vi.waitFor(() => expect(result.current.messages).toEqual(HISTORY));
    expect(result.current.connectionError).toBe(false);
  });

  it("clears the session on the server and on screen", async () => {
    history = () => Response.json({ messages: HISTORY });
    const { result } = await renderLoaded();
    expect(result.current.messages).toHaveLength(2);
    let cleared: boolean | undefined;
    await act(async () => {
      cleared = await result.current.clearHistory();
    });
    expect(cleared).toBe(true);
    expect(calls.some((call) => call.init.method === "DELETE")).toBe(true);
    expect(result.current.messages).toEqual([]);
  });
});

describe("useChat message flow", () => {
  it("adds the question and a pending placeholder, then streams the answer into it", async () => {
    const stream = liveStream();
    answerChat = () => stream.response;
    const { result } = await renderLoaded();

    let accepted: boolean | undefined;
    act(() => {
      accepted = result.current.sendMessage("  Do I need a permit for a deck?  ");
    });
    expect(accepted).toBe(true);
    expect(result.current.isTyping).toBe(true);
    expect(
      result.current.messages.map(({ role, content, pending }) => [role, content, pending]),
    ).toEqual([
      ["user", "Do I need a permit for a deck?", false],
      ["assistant", "", true],
    ]);

    const [post] = chatPosts();
    const body = JSON.parse(String(post?.init.body));
    expect(body).toMatchObject({
      query: "Do I need a permit for a deck?",
      sessionId: "s-1",
      projectId: "p-1",
      userId: "u-1",
      options: { streaming: true },
    });
    const headers = post?.init.headers as Record<string, string>;
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => stream.send({ content: "Yes, ", sessionId: "s-1" }));
    await vi.waitFor(() => expect(result.current.messages[1]?.content).toBe("Yes, "));
    expect(result.current.messages[1]?.pending).toBe(true);

    await act(async () => {
      stream.send({ content: "above 30 inches.", sessionId: "s-1" });
      stream.send({ content: "", sessionId: "s-1", experts: [EXPERT] });
      stream.send("[DONE]");
      stream.close();
    });
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false));
    expect(result.current.messages[1]).toMatchObject({
      role: "assistant",
      content: "Yes, above 30 inches.",
      pending: false,
      extras: { experts: [EXPERT] },
    });
    expect(result.current.sentHistory).toEqual(["Do I need a permit for a deck?"]);
  });

  it('removes the placeholder on failure, sets the error and toasts "Message Failed"', async () => {
    answerChat = () =>
      errorResponse(400, "Bad Request", "bad_request", "query is the question to ask.");
    const { result } = await renderLoaded();
    act(() => void result.current.sendMessage("Deck?"));
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false));

    expect(result.current.messages.map((message) => message.role)).toEqual(["user"]);
    const text = "HTTP 400: Bad Request — query is the question to ask.";
    expect(result.current.error).toBe(text);
    expect(result.current.connectionError).toBe(false);
    expect(await screen.findByText("Message Failed")).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(chatPosts()).toHaveLength(1);
  });

  it("retries a network failure once with the same key, then shows the connection error", async () => {
    answerChat = () => Promise.reject(new TypeError("Failed to fetch"));
    const { result } = await renderLoaded();
    act(() => void result.current.sendMessage("Deck?"));
    await vi.waitFor(() => expect(chatPosts()).toHaveLength(2), { timeout: 3000 });
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false));
    const keys = chatPosts().map(
      (call) => (call.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(keys[0]).toBe(keys[1]);
    expect(result.current.connectionError).toBe(true);
    expect(result.current.poorConnection).toBe(true);
    expect(await screen.findByText("Message Failed")).toBeInTheDocument();
  });

  it("warns of a poor connection while a retry runs, and clears the warning when it succeeds", async () => {
    let calls = 0;
    const succeed = answerChat;
    answerChat = (init) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new TypeError("Failed to fetch")) : succeed(init);
    };
    const { result } = await renderLoaded();
    act(() => void result.current.sendMessage("Deck?"));
    await vi.waitFor(() => expect(result.current.poorConnection).toBe(true), { timeout: 3000 });
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false), { timeout: 3000 });
    expect(chatPosts()).toHaveLength(2);
    expect(result.current.poorConnection).toBe(false);
    expect(result.current.connectionError).toBe(false);
  });

  it("keeps a question whose send failed, marked not sent, and resends it with the same key", async () => {
    answerChat = () => Promise.reject(new TypeError("Failed to fetch"));
    const { result } = await renderLoaded();
    act(() => void result.current.sendMessage("Deck?"));
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false), { timeout: 3000 });
    const [question] = result.current.messages;
    expect(question).toMatchObject({ role: "user", content: "Deck?" });
    expect(result.current.unsentIds.has(question!.id)).toBe(true);
    const firstKey = (chatPosts()[0]?.init.headers as Record<string, string>)["Idempotency-Key"];

    // The connection card's "Retry Connection" resends it rather than reloading the history.
    answerChat = () => new Response("{}", { headers: { "content-type": "application/json" } });
    act(() => result.current.retryConnection());
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false), { timeout: 3000 });
    const keys = chatPosts().map(
      (call) => (call.init.headers as Record<string, string>)["Idempotency-Key"],
    );
    expect(new Set(keys)).toEqual(new Set([firstKey]));
    expect(result.current.unsentIds.size).toBe(0);
    expect(result.current.messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    expect(result.current.messages[0]?.id).toBe(question!.id);
  });

  it("refuses an empty message without calling the server", async () => {
    const { result } = await renderLoaded();
    expect(result.current.sendMessage("   \n ")).toBe(false);
    expect(chatPosts()).toHaveLength(0);
    expect(result.current.messages).toEqual([]);
  });

  it('asks to sign in first: "Authentication Required"', async () => {
    const { result } = renderChat({ user: null });
    expect(result.current.loading).toBe(false);
    let accepted: boolean | undefined;
    act(() => {
      accepted = result.current.sendMessage("Deck?");
    });
    expect(accepted).toBe(false);
    expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
    expect(screen.getByText("Please sign in to send messages")).toBeInTheDocument();
    expect(chatPosts()).toHaveLength(0);
  });

  it('needs 2 credits: "Insufficient Credits" with the balance, and the purchase callback', async () => {
    const onInsufficientCredits = vi.fn();
    const { result } = await renderLoaded({ credits: 1, onInsufficientCredits });
    let accepted: boolean | undefined;
    act(() => {
      accepted = result.current.sendMessage("Deck?");
    });
    expect(accepted).toBe(false);
    expect(await screen.findByText("Insufficient Credits")).toBeInTheDocument();
    expect(
      screen.getByText("You need 2 credits to send a message. Current balance: 1"),
    ).toBeInTheDocument();
    expect(onInsufficientCredits).toHaveBeenCalledTimes(1);
    expect(chatPosts()).toHaveLength(0);
    expect(result.current.messages).toEqual([]);
  });

  it('refuses with "Cannot Send Message" when the balance could not be read', async () => {
    const { result } = await renderLoaded({ credits: null, balanceUnavailable: true });
    let accepted: boolean | undefined;
    act(() => {
      accepted = result.current.sendMessage("Deck?");
    });
    expect(accepted).toBe(false);
    expect(await screen.findByText("Cannot Send Message")).toBeInTheDocument();
    expect(
      screen.getByText("You don't have enough credits or there's a connection issue."),
    ).toBeInTheDocument();
    expect(chatPosts()).toHaveLength(0);
  });

  it("treats the server's 402 the same way, with the balance the server saw", async () => {
    const onInsufficientCredits = vi.fn();
    answerChat = () =>
      errorResponse(
        402,
        "Payment Required",
        "insufficient_credits",
        "You need 2 credits to send a message. Current balance: 0",
      );
    const { result } = await renderLoaded({ credits: 6, onInsufficientCredits });
    act(() => void result.current.sendMessage("Deck?"));
    expect(await screen.findByText("Insufficient Credits")).toBeInTheDocument();
    expect(
      screen.getByText("You need 2 credits to send a message. Current balance: 0"),
    ).toBeInTheDocument();
    expect(onInsufficientCredits).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Message Failed")).not.toBeInTheDocument();
    // The toast comes first; the placeholder goes with the next render.
    await waitFor(() =>
      expect(result.current.messages.map((message) => message.role)).toEqual(["user"]),
    );
    expect(chatPosts()).toHaveLength(1);
  });

  it("in diagnostic mode asks for a direct answer and says so in a toast", async () => {
    answerChat = () => Response.json({ response: "Direct answer.", sessionId: "s-1" });
    const { result } = await renderLoaded({ diagnostic: true });
    expect(await screen.findByText("Diagnostic Mode Active")).toBeInTheDocument();
    act(() => void result.current.sendMessage("Deck?"));
    await vi.waitFor(() => expect(result.current.isTyping).toBe(false));
    expect(JSON.parse(String(chatPosts()[0]?.init.body)).options.streaming).toBe(false);
    expect(result.current.messages[1]).toMatchObject({ content: "Direct answer.", pending: false });
  });
});
