import { createMiddleware } from "hono/factory";
import { WIDGET_SCRIPT_PATH } from "#shared/widget.ts";
import type { AppEnv } from "../app-env.ts";
import { ANY_FRAME_ANCESTORS } from "./content-security-policy.ts";

/**
 * What other sites need of the embeddable permit check, and nothing more:
 * - `/widget.js` is loaded by their pages, so it is `Cross-Origin-Resource-Policy: cross-origin`
 *   (the site-wide `same-origin` would make the browser refuse it);
 * - a page whose own policy lets any site frame it (the embed page, `loadSite`) loses
 *   `X-Frame-Options: DENY`, which would otherwise forbid what its policy allows. Every other
 *   answer keeps DENY and `frame-ancestors 'none'`.
 * Registered before `secureHeaders`, so it runs after it on the way out.
 */
export const embeddingHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.path === WIDGET_SCRIPT_PATH)
    c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  if (c.res.headers.get("Content-Security-Policy")?.includes(ANY_FRAME_ANCESTORS))
    c.res.headers.delete("X-Frame-Options");
});
