import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "./app-error.ts";
import { trustedOrigins } from "./trusted-origins.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing API request that a browser sent from another site: its `Origin` (or,
 * without one, `Sec-Fetch-Site: cross-site`) says so. Clients that are not browsers send neither
 * and pass; the session cookie's SameSite=Lax and the absence of CORS headers are the other two
 * locks on the same door.
 */
export const sameOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const crossSite = origin
    ? !trustedOrigins(c.var.env.PUBLIC_URL).includes(origin)
    : c.req.header("sec-fetch-site") === "cross-site";
  if (crossSite)
    throw new AppError("forbidden", { message: "Requests from other sites are not accepted." });
  await next();
});
