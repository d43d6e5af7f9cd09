import { z } from "zod";
import { expertSchema } from "./chat.ts";

/**
 * The chat answer's wire contract, for the server that writes it, the
 * web client that reads it and the tests: a stream of `data: <chunk>` events ending with
 * `data: [DONE]`, or one JSON reply when the request asked for no streaming.
 */
export const CHAT_STREAM_DONE = "[DONE]";

/** One streamed piece of an answer; the last may carry experts (with empty `content`). */
export const chatChunkSchema = z.object({
  content: z.string().catch(""),
  sessionId: z.string().optional(),
  experts: z.array(expertSchema).optional().catch(undefined),
});
export type ChatChunk = z.infer<typeof chatChunkSchema>;

/** The reply to a request with `streaming: false`; `{answer}` is an older server's field. */
export const chatReplySchema = z.object({
  response: z.string().optional(),
  answer: z.string().optional(),
  sessionId: z.string().optional(),
  experts: z.array(expertSchema).optional().catch(undefined),
  /** False for an answer that cost nothing (an address outside the US). */
  charged: z.boolean().optional(),
});
export type ChatReplyBody = z.infer<typeof chatReplySchema>;

export function encodeChatChunk(chunk: ChatChunk): string {
  return JSON.stringify(chunk);
}

/** One `data:` payload as a chunk, or null for one that is not a chunk (skipped, not fatal). */
export function parseChatChunk(payload: string): ChatChunk | null {
  const parsed = chatChunkSchema.safeParse(parseJson(payload));
  return parsed.success ? parsed.data : null;
}

/** A direct reply's body, or an empty one when it is not a reply (the caller's fallback). */
export function parseChatReply(text: string): ChatReplyBody {
  const parsed = chatReplySchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : {};
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
