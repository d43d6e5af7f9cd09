import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { resolveClientIp } from "../../lib/client-ip.ts";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * `GET /metrics` in Prometheus' text format. With `METRICS_TOKEN` set it needs that Bearer
 * token; without it only a client on this machine, connected directly, may read it (the figures
 * include sales). The socket decides, never X-Forwarded-For, which a client can write.
 */
export const metricsRoutes = new Hono<AppEnv>().get("/metrics", async (c) => {
  const token = c.var.env.METRICS_TOKEN;
  const given = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  const direct = !c.req.header("x-forwarded-for");
  const allowed = token
    ? sameSecret(given, token)
    : direct && LOOPBACK.has(resolveClientIp(c, false));
  if (!allowed) throw new AppError(token ? "unauthorized" : "forbidden");
  const { registry } = c.var.services.metrics;
  return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType });
});
