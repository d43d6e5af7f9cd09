import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { AuthSession } from "./auth.ts";

/** Reads the session from the cookie or a Bearer token; null when signed out. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const session = await c.var.services.sessions.get(c.req.raw.headers);
  c.set("session", session);
  await next();
});

/** Refuses signed-out requests with 401. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session) throw new AppError("unauthorized");
  await next();
});

/** The signed-in user's session; only after `requireUser`. */
export function sessionOf(c: { var: { session: AuthSession | null } }): AuthSession {
  if (!c.var.session) throw new AppError("unauthorized");
  return c.var.session;
}
