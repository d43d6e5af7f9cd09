import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import type { Env } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import { consumeRateLimit } from "./rate-limit.service.ts";

/** Limits each client address to `limit` requests per window for one named bucket. */
export function rateLimitByIp(options: {
  bucket: string;
  settings: (env: Env) => { limit: number; windowSeconds: number };
}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { limit, windowSeconds } = options.settings(c.var.env);
    const verdict = await consumeRateLimit({
      db: c.var.db,
      key: `${options.bucket}:${c.var.clientIp}`,
      limit,
      windowSeconds,
    });
    if (!verdict.allowed) {
      throw new AppError("rate_limited", {
        headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      });
    }
    await next();
  });
}
