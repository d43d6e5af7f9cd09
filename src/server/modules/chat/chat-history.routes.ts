import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { clearSessionMessages, listSessionMessages } from "./chat-history.service.ts";

const sessionIdOf = (value: string) => {
  if (value.length > 100)
    throw new AppError("bad_request", { message: "sessionId is at most 100 characters." });
  return value;
};

/** The signed-in user's own chat history, by session: read it, or clear it. */
export const chatHistoryRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/sessions/:sessionId/messages", async (c) => {
    const messages = await listSessionMessages({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      sessionId: sessionIdOf(c.req.param("sessionId")),
    });
    return c.json({ messages });
  })
  .delete("/sessions/:sessionId/messages", async (c) => {
    const deleted = await clearSessionMessages({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      sessionId: sessionIdOf(c.req.param("sessionId")),
    });
    return c.json({ deleted });
  });
