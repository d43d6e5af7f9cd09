import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";

/** What the browser needs to know about the configured providers. */
export const configRoutes = new Hono<AppEnv>().get("/", (c) =>
  c.json({
    googleSignIn: Boolean(c.var.env.GOOGLE_CLIENT_ID),
    checkoutMode: c.var.services.payments?.kind ?? "off",
    signupBonusCredits: c.var.env.SIGNUP_BONUS_CREDITS,
  }),
);
