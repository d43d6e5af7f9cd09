import { expect } from "vitest";

/** The `data:` payloads of a chat's event stream, in order. */
export function streamData(stream: string): string[] {
  return stream
    .split("\n")
    .filter((line) => line.startsWith("data: "))
    .map((line) => line.slice("data: ".length));
}

/** The answer a chat's event stream carried, its pieces joined; the stream must end `[DONE]`. */
export function streamedAnswer(stream: string): string {
  const data = streamData(stream);
  expect(data.at(-1)).toBe("[DONE]");
  return data
    .slice(0, -1)
    .map((line) => (JSON.parse(line) as { content: string }).content)
    .join("");
}
