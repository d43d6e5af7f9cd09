import { Hono } from "hono";
import { permitReportQuerySchema } from "#shared/permit-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { queryParams } from "../../lib/validate.ts";
import { lookupRateLimit } from "../rate-limit/rate-limit.middleware.ts";
import { buildPermitReport } from "./permit-report.ts";
import { findStateBySlug } from "./knowledge-base.ts";
import { requireReportablePlace } from "./report-place.ts";

/** Public permit reports: no sign-in, no credits. */
export const permitsRoutes = new Hono<AppEnv>()
  .get("/report", lookupRateLimit("permit-reports"), queryParams(permitReportQuerySchema), (c) => {
    const { address } = c.req.valid("query");
    const { knowledge, permits } = c.var.services;
    const jurisdiction = requireReportablePlace(permits, address);
    return c.json(buildPermitReport(knowledge, jurisdiction, address));
  })
  .get("/states", (c) => {
    const states = [...c.var.services.knowledge.states.values()]
      .map((state) => ({ code: state.code, name: state.name, slug: state.slug }))
      .sort((a, b) => a.name.localeCompare(b.name));
    return c.json({ states });
  })
  .get("/states/:slug", (c) => {
    const { knowledge, permits } = c.var.services;
    const state = findStateBySlug(knowledge, c.req.param("slug"));
    if (!state) throw new AppError("not_found", { message: "No such state." });
    const jurisdiction = permits.jurisdiction({ state: state.code });
    return c.json(buildPermitReport(knowledge, jurisdiction, state.name));
  });
