import http from "node:http";
import https from "node:https";
import { createParser } from "eventsource-parser";
import { ProviderError } from "../addresses/provider-fetch.ts";

// A lean client for OpenAI-style streamed chat completions (POST {baseUrl}/chat/completions with
// `stream: true`), written for the paid chat's relay (ADR 020): one keep-alive socket pool, the
// server-sent events parsed as they arrive, each event's JSON read once, and nothing else done
// per piece. It speaks only what the answerer needs: text, tool calls and errors.

export type ToolCall = {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
};

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export type ToolDefinition = {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export type CompletionRequest = {
  baseUrl: string;
  apiKey: string;
  model: string;
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  signal: AbortSignal;
};

/** What one streamed completion said: its text in pieces, then how it ended. */
export type CompletionEvent =
  | { kind: "text"; text: string }
  /** A tool call's piece arrived: the model is working, though it says nothing yet. */
  | { kind: "working" }
  | { kind: "end"; toolCalls: ToolCall[] };

type ChunkDelta = {
  content?: string | null;
  tool_calls?: {
    index: number;
    id?: string;
    type?: "function";
    function?: { name?: string; arguments?: string };
  }[];
};
type Chunk = {
  choices?: { delta?: ChunkDelta; finish_reason?: string | null }[];
  error?: { message?: string };
};

const httpAgent = new http.Agent({ keepAlive: true });
const httpsAgent = new https.Agent({ keepAlive: true });

/** Sends the request; resolves to the response once its status and headers are in. */
function post(url: URL, apiKey: string, body: string, signal: AbortSignal) {
  const [client, agent] = url.protocol === "https:" ? [https, httpsAgent] : [http, httpAgent];
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "POST",
        agent,
        signal,
        headers: {
          authorization: `Bearer ${apiKey}`,
          "content-type": "application/json",
          accept: "text/event-stream",
          "content-length": Buffer.byteLength(body),
        },
      },
      resolve,
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The error message an OpenAI-style failure body carries, else the status line. */
async function failureOf(response: http.IncomingMessage): Promise<ProviderError> {
  let text = "";
  response.setEncoding("utf8");
  for await (const piece of response) text += piece as string;
  let message = `the model server answered HTTP ${response.statusCode}`;
  try {
    const parsed = JSON.parse(text) as Chunk;
    if (parsed.error?.message) message += `: ${parsed.error.message}`;
  } catch {
    // not JSON: the status says enough
  }
  return new ProviderError(message, response.statusCode);
}

/** Joins a tool call's streamed pieces (its id and name first, its arguments in parts). */
function addToolCallPieces(calls: ToolCall[], pieces: NonNullable<ChunkDelta["tool_calls"]>) {
  for (const piece of pieces) {
    const call = (calls[piece.index] ??= {
      id: "",
      type: "function",
      function: { name: "", arguments: "" },
    });
    if (piece.id) call.id = piece.id;
    if (piece.function?.name) call.function.name += piece.function.name;
    if (piece.function?.arguments) call.function.arguments += piece.function.arguments;
  }
}

/**
 * Streams one chat completion. Throws `ProviderError` for a refusal or failure (an HTTP error,
 * an error event, an event that is not JSON, a stream cut before its end) and an `AbortError`
 * when `signal` aborts.
 */
export async function* streamCompletion(
  request: CompletionRequest,
): AsyncGenerator<CompletionEvent> {
  const url = new URL(`${request.baseUrl.replace(/\/$/, "")}/chat/completions`);
  const body = JSON.stringify({
    model: request.model,
    stream: true,
    messages: request.messages,
    ...(request.tools?.length ? { tools: request.tools } : {}),
  });
  const response = await post(url, request.apiKey, body, request.signal);
  if (response.statusCode !== 200) throw await failureOf(response);

  const events: CompletionEvent[] = [];
  const toolCalls: ToolCall[] = [];
  let finished = false;
  let broken: ProviderError | null = null;
  const parser = createParser({
    onEvent: ({ data }) => {
      if (finished || broken) return;
      if (data === "[DONE]") {
        finished = true;
        return;
      }
      let chunk: Chunk;
      try {
        chunk = JSON.parse(data) as Chunk;
      } catch {
        broken = new ProviderError("the model server sent an event that is not JSON");
        return;
      }
      if (chunk.error) {
        broken = new ProviderError(chunk.error.message ?? "the model server sent an error");
        return;
      }
      const choice = chunk.choices?.[0];
      const delta = choice?.delta;
      if (delta?.content) events.push({ kind: "text", text: delta.content });
      if (delta?.tool_calls) {
        addToolCallPieces(toolCalls, delta.tool_calls);
        events.push({ kind: "working" });
      }
      // Some servers end with a finish reason and no `[DONE]`.
      if (choice?.finish_reason) finished = true;
    },
  });

  response.setEncoding("utf8");
  // Read to the response's end, even past `[DONE]`, so its socket goes back to the pool.
  for await (const piece of response) {
    parser.feed(piece as string);
    // Handed out in order; the array is emptied in place so it is not made again per piece.
    for (const event of events) yield event;
    events.length = 0;
    if (broken) throw broken;
  }
  if (!finished) throw new ProviderError("the model server's stream ended before its end");
  yield { kind: "end", toolCalls: toolCalls.filter(Boolean) };
}
