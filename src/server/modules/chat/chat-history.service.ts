import { and, asc, eq, ne } from "drizzle-orm";
import type { ChatMessage } from "#shared/chat.ts";
import type { Database } from "../../db/database.ts";
import { chatMessages } from "../../db/schema.ts";

type Row = typeof chatMessages.$inferSelect;

function toChatMessage(row: Row): ChatMessage {
  const at = row.createdAt.toISOString();
  const { experts } = row.extras;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    timestamp: at,
    createdAt: at,
    pending: row.status === "pending",
    sessionId: row.sessionId,
    ...(experts ? { extras: { experts } } : {}),
  };
}

/** One user's messages in one chat session, oldest first; failed answers are left out. */
export async function listSessionMessages(options: {
  db: Database;
  userId: string;
  sessionId: string;
}): Promise<ChatMessage[]> {
  const rows = await options.db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.userId, options.userId),
        eq(chatMessages.sessionId, options.sessionId),
        ne(chatMessages.status, "failed"),
      ),
    )
    .orderBy(asc(chatMessages.createdAt));
  return rows.map(toChatMessage);
}

/** Clears one user's chat session ("Clear History"); the ledger keeps what was paid. */
export async function clearSessionMessages(options: {
  db: Database;
  userId: string;
  sessionId: string;
}): Promise<number> {
  const deleted = await options.db
    .delete(chatMessages)
    .where(
      and(eq(chatMessages.userId, options.userId), eq(chatMessages.sessionId, options.sessionId)),
    )
    .returning({ id: chatMessages.id });
  return deleted.length;
}
