import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "../rate-limit/rate-limit.service.ts";
import { CLIENT_IP_HEADER } from "./auth.ts";

const ACCOUNT_WINDOW_SECONDS = 60 * 60;

/**
 * The e-mail a sign-in request names, in whichever body Better Auth reads: JSON, or a form
 * (urlencoded or multipart), which it accepts too.
 */
async function signInEmailOf(request: Request): Promise<string | null> {
  const type = request.headers.get("content-type") ?? "";
  const copy = request.clone();
  const email: unknown = /form/i.test(type)
    ? await copy
        .formData()
        .then((form) => form.get("email"))
        .catch(() => null)
    : await copy
        .json()
        .then((body: unknown) => (body as { email?: unknown } | null)?.email)
        .catch(() => null);
  return typeof email === "string" ? email : null;
}

/**
 * At most SIGN_IN_ACCOUNT_LIMIT sign-in attempts an hour for one e-mail address, whatever the
 * client address: Better Auth's own limit counts by address, which a botnet changes at will.
 */
async function limitPerAccount(c: Context<AppEnv>) {
  const email = await signInEmailOf(c.req.raw);
  if (email === null) return;
  const verdict = await consumeRateLimit({
    db: c.var.db,
    key: `sign-in-account:${email.trim().toLowerCase()}`,
    limit: c.var.env.SIGN_IN_ACCOUNT_LIMIT,
    windowSeconds: ACCOUNT_WINDOW_SECONDS,
  });
  if (!verdict.allowed)
    throw new AppError("rate_limited", {
      message: "Too many sign-in attempts for this account. Please try again later.",
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    });
}

/**
 * Better Auth's own endpoints (sign-up, sign-in, sign-out, session, password reset, Google).
 * It rate-limits by client address, which we hand it in a header only we can set. A POST may end
 * sessions (sign-out, password change), so this process forgets the caller's cached sessions.
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  if (c.req.method === "POST" && c.req.path.endsWith("/sign-in/email")) await limitPerAccount(c);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  const response = await c.var.services.auth.handler(new Request(c.req.raw, { headers }));
  if (c.req.method === "POST") c.var.services.sessions.forgetUserOf(c.req.raw.headers);
  // Better Auth answers a path it does not have with an empty 404: answer like every API route.
  if (response.status === 404 && !response.headers.get("content-type"))
    throw new AppError("not_found", { message: "No such API route." });
  return response;
});
