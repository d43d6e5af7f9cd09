import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** Liveness and readiness for load balancers and orchestrators. */
export function healthRoutes(lifecycle: { isDraining: () => boolean }) {
  return new Hono<AppEnv>()
    .get("/healthz", (c) => c.json({ status: "ok" as const }))
    .get("/readyz", async (c) => {
      if (lifecycle.isDraining()) return c.json({ status: "draining" as const }, 503);
      try {
        await c.var.db.execute(sql`select 1`);
        return c.json({ status: "ready" as const });
      } catch (error) {
        c.var.log.warn({ err: error, requestId: c.var.requestId }, "readiness check failed");
        return c.json({ status: "database_unreachable" as const }, 503);
      }
    });
}
