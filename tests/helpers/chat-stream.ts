import { expect } from "vitest";
import { CHAT_STREAM_DONE, type ChatChunk, parseChatChunk } from "#shared/chat-stream.ts";

/** The `data:` payloads of a chat's event stream, in order. */
export function streamData(stream: string): string[] {
  return stream
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => line.slice("data: ".length));
}

/** The chunks of a chat's event stream, each checked against the wire contract; ends `[DONE]`. */
export function streamChunks(stream: string): ChatChunk[] {
  const data = streamData(stream);
  expect(data.at(-1)).toBe(CHAT_STREAM_DONE);
  return data.slice(0, -1).map((line) => {
    const chunk = parseChatChunk(line);
    expect(chunk, `a chunk of the wire contract: ${line}`).not.toBeNull();
    return chunk as ChatChunk;
  });
}

/** The answer a chat's event stream carried, its pieces joined; the stream must end `[DONE]`. */
export function streamedAnswer(stream: string): string {
  return streamChunks(stream)
    .map((chunk) => chunk.content)
    .join("");
}
