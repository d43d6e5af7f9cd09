import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

/**
 * Better Auth's own endpoints (sign-up, sign-in, sign-out, session, password reset, Google).
 * It rate-limits by client address, which we hand it in a header only we can set.
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", (c) => {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  return c.var.services.auth.handler(new Request(c.req.raw, { headers }));
});
