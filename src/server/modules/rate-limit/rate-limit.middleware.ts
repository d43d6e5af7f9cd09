import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "./rate-limit.service.ts";

/**
 * Limits each client address to `limit` requests per window for one named bucket, and with
 * `perUser` a signed-in user too, on whatever addresses (a user behind many addresses, or many
 * users behind one, each meet their own limit).
 */
export function rateLimit(options: {
  bucket: string;
  settings: (env: Env) => { limit: number; windowSeconds: number };
  perUser?: boolean;
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limit, windowSeconds } = options.settings(c.var.env);
    const user = options.perUser ? c.var.session?.user.id : undefined;
    const keys = [
      `${options.bucket}:${c.var.clientIp}`,
      ...(user ? [`${options.bucket}:user:${user}`] : []),
    ];
    for (const key of keys) {
      const verdict = await consumeRateLimit({ db: c.var.db, key, limit, windowSeconds });
      if (!verdict.allowed)
        throw new AppError("rate_limited", {
          headers: { "Retry-After": String(verdict.retryAfterSeconds) },
        });
    }
    await next();
  });
}

/**
 * Address suggestions, property details and permit reports: free to the caller, but each may be
 * a paid provider call. A person typing an address (a request every few keystrokes) never meets
 * the limit; a script looping over addresses does.
 */
export const lookupRateLimit = (bucket: string) =>
  rateLimit({
    bucket,
    perUser: true,
    settings: (env) => ({ limit: env.LOOKUP_RATE_LIMIT, windowSeconds: 60 }),
  });
