import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";

/**
 * The caller's address. Behind our proxy (TRUST_PROXY) it is the last X-Forwarded-For entry:
 * the one our proxy appended; earlier entries come from the client and can say anything.
 * Without a proxy it is the socket's address.
 */
export function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
