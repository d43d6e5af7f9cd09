import type { ChatMessage } from "#shared/chat.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

const sessionMessages = api.chat.sessions[":sessionId"].messages;

/** GET /api/chat/sessions/:sessionId/messages: the signed-in user's messages, oldest first. */
export async function fetchSessionMessages(
  sessionId: string,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const response = await expectOk(
    await sessionMessages.$get({ param: { sessionId } }, { init: { signal: signal ?? null } }),
  );
  const { messages } = await response.json();
  return messages as ChatMessage[];
}

/** DELETE /api/chat/sessions/:sessionId/messages ("Clear History"); answers how many went. */
export async function clearSessionMessages(sessionId: string): Promise<number> {
  const response = await expectOk(await sessionMessages.$delete({ param: { sessionId } }));
  const { deleted } = await response.json();
  return deleted;
}
