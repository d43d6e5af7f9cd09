import { Hono } from "hono";
import { joinWaitlistSchema } from "#shared/waitlist.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { rateLimit } from "../rate-limit/rate-limit.middleware.ts";
import { joinWaitlist } from "./waitlist.service.ts";

const waitlistRateLimit = rateLimit({
  bucket: "waitlist",
  settings: (env) => ({
    limit: env.WAITLIST_RATE_LIMIT,
    windowSeconds: env.WAITLIST_RATE_WINDOW_SECONDS,
  }),
});

export const waitlistRoutes = new Hono<AppEnv>().post(
  "/",
  waitlistRateLimit,
  jsonBody(joinWaitlistSchema, "invalid_email"),
  async (c) => {
    await joinWaitlist({ db: c.var.db, email: c.req.valid("json").email });
    return c.json({ joined: true as const }, 201);
  },
);
