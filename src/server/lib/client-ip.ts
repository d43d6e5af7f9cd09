import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's address. Behind a proxy we trust (TRUST_PROXY) it is the first X-Forwarded-For
 * entry; otherwise the socket's address, since a client can write any header it likes.
 */
export function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
