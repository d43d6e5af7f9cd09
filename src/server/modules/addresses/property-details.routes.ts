import { Hono } from "hono";
import { propertyDetailsSchema } from "#shared/address-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { requireUser } from "../auth/session.middleware.ts";
import { lookupRateLimit } from "../rate-limit/rate-limit.middleware.ts";
import { getPropertyDetails } from "./property-details.service.ts";

/**
 * Property details for the project chat. Signed-in only: a lookup
 * may cost us a paid provider call. The client's debug header (`X-Debug: true`) adds how the
 * answer was found.
 */
export const propertyDetailsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", lookupRateLimit("property-details"), jsonBody(propertyDetailsSchema), async (c) => {
    const started = performance.now();
    const { details, cached } = await getPropertyDetails({
      db: c.var.db,
      gazetteer: c.var.services.gazetteer,
      provider: c.var.services.propertyData,
      address: c.req.valid("json").address,
      log: c.var.log,
    });
    if (c.req.header("x-debug") !== "true") return c.json(details);
    const debug = { cached, durationMs: Math.round(performance.now() - started) };
    c.var.log.info(
      { requestId: c.var.requestId, source: details.source, ...debug },
      "property details",
    );
    return c.json({ ...details, debug });
  });
