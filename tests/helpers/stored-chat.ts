import { eq } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { chatMessages } from "#server/db/schema.ts";

/** A user's stored chat messages, oldest first: who said what, and whether it completed. */
export function storedChat(db: Database, userId: string) {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content, status: chatMessages.status })
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(chatMessages.createdAt);
}
