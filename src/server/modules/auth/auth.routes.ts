import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

/**
 * Better Auth's own endpoints (sign-up, sign-in, sign-out, session, password reset, Google).
 * It rate-limits by client address, which we hand it in a header only we can set. A POST may end
 * sessions (sign-out, password change), so this process forgets the caller's cached sessions.
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  const response = await c.var.services.auth.handler(new Request(c.req.raw, { headers }));
  if (c.req.method === "POST") c.var.services.sessions.forgetUserOf(c.req.raw.headers);
  return response;
});
