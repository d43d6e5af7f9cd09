/** Reads `credit-updates` events off a server-sent event stream, one at a time. */
export function creditEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(timeoutMs: number): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes("event: credit-updates")) {
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? "{}";
            return (JSON.parse(data) as { credits: number }).credits;
          }
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no credit update in time");
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("no credit update in time")), left),
          ),
        ]);
        if (chunk.done) throw new Error("stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}
