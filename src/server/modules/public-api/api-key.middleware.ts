import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";

/** Who called the public API: the key (by id and name) and the user whose credits it spends. */
export type ApiKeyCaller = { id: string; name: string; userId: string };

const NO_KEY =
  "Send your PermitLM API key as `Authorization: Bearer <key>`. Create one on your account page.";
const BAD_KEY =
  "This API key is not valid: it may have been revoked. Create a new one on your account page.";

/**
 * Verifies the `Authorization: Bearer <key>` of a public API call with Better Auth's API-key
 * plugin, which also counts the call against the key's rate limit (429 with Retry-After past it).
 * A missing, unknown or revoked key is 401 and changes nothing.
 */
export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const key = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "")?.[1];
  if (!key) throw new AppError("unauthorized", { message: NO_KEY });
  const result = await c.var.services.auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    if (result.error?.code === "RATE_LIMITED") {
      const details = (result.error as { details?: { tryAgainIn?: number } }).details;
      const seconds = Math.max(1, Math.ceil((details?.tryAgainIn ?? 60_000) / 1000));
      throw new AppError("rate_limited", {
        message: `This API key made too many calls. Try again in ${seconds} seconds.`,
        headers: { "Retry-After": String(seconds) },
      });
    }
    throw new AppError("unauthorized", { message: BAD_KEY });
  }
  c.set("apiKey", {
    id: result.key.id,
    name: result.key.name ?? result.key.start ?? "API key",
    userId: result.key.referenceId,
  });
  await next();
});

/** The calling key; only after `requireApiKey`. */
export function apiKeyOf(c: { var: { apiKey?: ApiKeyCaller } }): ApiKeyCaller {
  if (!c.var.apiKey) throw new AppError("unauthorized", { message: NO_KEY });
  return c.var.apiKey;
}
