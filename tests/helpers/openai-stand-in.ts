import { Hono } from "hono";
import { serveStandIn } from "./stand-in-server.ts";

/** How the stand-in answers a model: the text to stream, or a failure to act out. */
export type ModelBehaviour =
  | { kind: "answer"; text: string; delayMs?: number }
  | { kind: "tool-then-answer"; tool: string; args: Record<string, unknown> }
  | { kind: "error"; status: number }
  | { kind: "hang" }
  | { kind: "garbage" }
  | { kind: "close-mid-stream"; text: string }
  /** Sends half the answer, then nothing more until the caller gives up. */
  | { kind: "stall-mid-stream"; text: string };

type ChatRequest = {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown }[];
  tools?: { function: { name: string } }[];
};

const encoder = new TextEncoder();

function chunk(model: string, delta: Record<string, unknown>, finish: string | null = null) {
  const body = {
    id: "chatcmpl-standin",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return encoder.encode(`data: ${JSON.stringify(body)}\n\n`);
}

/** The text streamed in small deltas, as a real model does. */
function words(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/**
 * A local stand-in for an OpenAI-compatible chat-completions server: POST /v1/chat/completions
 * with a Bearer key, answering `chat.completion.chunk` server-sent events ending in
 * `data: [DONE]`, tool calls included, and OpenAI's `{error:{message,type,code}}` failures.
 */
export async function startOpenAiStandIn(apiKey: string, port = 0) {
  const requests: ChatRequest[] = [];
  /**
   * For benches: when a request naming `[mark:…]` in its messages arrived and when its first
   * words left (performance.now() of this process), by mark.
   */
  const timings = new Map<string, { receivedAt: number; firstChunkAt: number | null }>();
  /** When each request's client went away (ms since the epoch), by request index. */
  const abortedAt: (number | null)[] = [];
  const behaviours = new Map<string, ModelBehaviour>();
  const app = new Hono();
  // For tests in another process (the browser e2e): set how a model answers, and read the count.
  app.post("/__behaviour", async (c) => {
    const { model, behaviour } = (await c.req.json()) as {
      model: string;
      behaviour: ModelBehaviour;
    };
    behaviours.set(model, behaviour);
    return c.json({ ok: true });
  });
  app.get("/__requests", (c) => c.json({ count: requests.length }));
  app.post("/v1/chat/completions", async (c) => {
    if (c.req.header("authorization") !== `Bearer ${apiKey}`)
      return c.json(
        {
          error: {
            message: "Incorrect API key provided",
            type: "invalid_request_error",
            code: "invalid_api_key",
          },
        },
        401,
      );
    const receivedAt = performance.now();
    const request = (await c.req.json()) as ChatRequest;
    const mark = /\[mark:([\w-]+)\]/.exec(JSON.stringify(request.messages))?.[1];
    if (mark) timings.set(mark, { receivedAt, firstChunkAt: null });
    const index = requests.push(request) - 1;
    abortedAt[index] = null;
    c.req.raw.signal.addEventListener("abort", () => (abortedAt[index] = Date.now()));
    const behaviour = behaviours.get(request.model) ?? { kind: "answer", text: "Stand-in answer." };
    const { model } = request;
    if (behaviour.kind === "error")
      return c.json(
        {
          error: {
            message: "The server had an error while processing your request.",
            type: "server_error",
            code: null,
          },
        },
        behaviour.status as 500,
      );
    if (behaviour.kind === "hang") return new Promise<Response>(() => {});
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (bytes: Uint8Array) => controller.enqueue(bytes);
        if (behaviour.kind === "garbage") {
          send(encoder.encode("data: {this is not json\n\n"));
          controller.close();
          return;
        }
        send(chunk(model, { role: "assistant", content: "" }));
        const toolAnswered = request.messages.some((message) => message.role === "tool");
        if (behaviour.kind === "tool-then-answer" && !toolAnswered) {
          send(
            chunk(model, {
              tool_calls: [
                {
                  index: 0,
                  id: "call_standin",
                  type: "function",
                  function: { name: behaviour.tool, arguments: "" },
                },
              ],
            }),
          );
          send(
            chunk(model, {
              tool_calls: [{ index: 0, function: { arguments: JSON.stringify(behaviour.args) } }],
            }),
          );
          send(chunk(model, {}, "tool_calls"));
          send(encoder.encode("data: [DONE]\n\n"));
          controller.close();
          return;
        }
        const toolResult = request.messages.find((message) => message.role === "tool");
        const text =
          behaviour.kind === "tool-then-answer"
            ? `The estimate tool says: ${typeof toolResult?.content === "string" ? toolResult.content : JSON.stringify(toolResult?.content)}`
            : behaviour.text;
        const parts = words(text);
        for (const [index, part] of parts.entries()) {
          send(chunk(model, { content: part }));
          const timing = mark ? timings.get(mark) : undefined;
          if (timing && timing.firstChunkAt === null) timing.firstChunkAt = performance.now();
          // Let each delta reach the client before the next, as a real model's do.
          const delay = behaviour.kind === "answer" ? (behaviour.delayMs ?? 2) : 2;
          await new Promise((resolve) => setTimeout(resolve, delay));
          if (c.req.raw.signal.aborted) return;
          if (behaviour.kind === "close-mid-stream" && index === Math.floor(parts.length / 2)) {
            controller.error(new Error("connection reset"));
            return;
          }
          if (behaviour.kind === "stall-mid-stream" && index === Math.floor(parts.length / 2)) {
            await new Promise((resolve) => c.req.raw.signal.addEventListener("abort", resolve));
            return;
          }
        }
        send(chunk(model, {}, "stop"));
        send(encoder.encode("data: [DONE]\n\n"));
        controller.close();
      },
    });
    return new Response(stream, {
      headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
    });
  });
  const server = await serveStandIn(app, port);
  return { ...server, requests, behaviours, abortedAt, timings, baseUrl: `${server.url}/v1` };
}
