import type { Expert } from "#shared/chat.ts";
import { CHAT_STREAM_DONE, encodeChatChunk } from "#shared/chat-stream.ts";
import type { Logger } from "../../lib/logger.ts";
import type { ChatTurn } from "./chat-turn.service.ts";

const encoder = new TextEncoder();
const event = (data: string) => encoder.encode(`data: ${data}\n\n`);

/**
 * An answer as server-sent events, one per piece, then `[DONE]`. Pulled: a piece is taken from
 * the turn only when the connection can send it, so what was taken is what was delivered. A
 * client that leaves cancels the stream, which stops the turn. (One stream, not Hono's
 * `streamSSE` with its writer and transform: the relay's time per piece is the product's, ADR 020.)
 */
export function answerEvents(
  turn: Extract<ChatTurn, { kind: "answer" }>,
  options: { sessionId?: string; log: Logger; requestId: string },
): Response {
  const { sessionId, log, requestId } = options;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await turn.pieces.next();
          if (!next.done) {
            controller.enqueue(event(encodeChatChunk({ ...next.value, sessionId })));
            return;
          }
          controller.enqueue(event(CHAT_STREAM_DONE));
        } catch (error) {
          log.warn({ err: error, requestId }, "chat stream broke off");
        }
        controller.close();
      },
      async cancel() {
        turn.stop();
        await turn.pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream",
      "cache-control": "no-cache",
      // Said outright, so the Node adapter sends the headers and first words at once: for a
      // body of unknown length it first waits a timer's turn for more to put in one write.
      "transfer-encoding": "chunked",
    },
  });
}

/** An answer read to its end, for a client that asked for one JSON reply. */
export async function wholeAnswer(turn: Extract<ChatTurn, { kind: "answer" }>) {
  let text = "";
  let experts: Expert[] = [];
  for await (const piece of turn.pieces) {
    text += piece.content;
    experts = piece.experts ?? experts;
  }
  return { text, experts };
}
