/**
 * An incremental reader of the chat's event stream (lines beginning "data: "). Network reads
 * split the stream anywhere — inside a line, between "\r" and "\n", even inside a UTF-8
 * character — so bytes are decoded in streaming mode and an unfinished last line
 * waits for the next read. Each `data:` line is one payload: the server writes one JSON chunk per
 * line, so lines are not joined into multi-line events. Other fields (`event:`, `id:`, `retry:`)
 * and comments (`:`) carry nothing the chat needs and are skipped.
 */
export type SseLineReader = {
  /** Takes the next read's bytes (or text); returns the `data:` payloads it completed. */
  push: (chunk: Uint8Array | string) => string[];
  /** Ends the stream; returns the payload of a last line that had no line break. */
  end: () => string[];
};

export function createSseLineReader(): SseLineReader {
  const decoder = new TextDecoder();
  let buffer = "";

  function takeLines(final: boolean): string[] {
    const payloads: string[] = [];
    for (;;) {
      const breakAt = buffer.search(/[\r\n]/);
      if (breakAt === -1) break;
      // A "\r" that ends this read may be the first half of a "\r\n" still on its way.
      if (buffer[breakAt] === "\r" && breakAt === buffer.length - 1 && !final) break;
      const width = buffer.startsWith("\r\n", breakAt) ? 2 : 1;
      const payload = dataOf(buffer.slice(0, breakAt));
      if (payload !== null) payloads.push(payload);
      buffer = buffer.slice(breakAt + width);
    }
    if (final && buffer) {
      const payload = dataOf(buffer);
      if (payload !== null) payloads.push(payload);
      buffer = "";
    }
    return payloads;
  }

  return {
    push(chunk) {
      buffer += typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
      return takeLines(false);
    },
    end() {
      buffer += decoder.decode();
      return takeLines(true);
    },
  };
}

/** The value of a `data:` line (one optional space after the colon, as SSE defines), else null. */
function dataOf(line: string): string | null {
  if (!line.startsWith("data:")) return null;
  const value = line.slice("data:".length);
  return value.startsWith(" ") ? value.slice(1) : value;
}
