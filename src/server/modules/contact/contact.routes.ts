import { Hono } from "hono";
import { CONTACT_TOPICS, contactMessageSchema } from "#shared/contact.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { rateLimit } from "../rate-limit/rate-limit.middleware.ts";

/** A person writes a few messages an hour at most; more from one address is a flood. */
const contactRateLimit = rateLimit({
  bucket: "contact",
  perUser: true,
  settings: (env) => ({ limit: env.CONTACT_RATE_LIMIT, windowSeconds: 60 * 60 }),
});

/**
 * The contact page's messages go to SUPPORT_EMAIL through the outbox (queued and retried like
 * every e-mail). Nothing is sent back to the address given, so the form cannot be used to mail
 * strangers.
 */
export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  contactRateLimit,
  jsonBody(contactMessageSchema),
  async (c) => {
    const { email, topic, message } = c.req.valid("json");
    const account = c.var.session?.user;
    await c.var.services.mailer.send({
      db: c.var.db,
      email: {
        to: c.var.env.SUPPORT_EMAIL,
        subject: `[Contact] ${CONTACT_TOPICS[topic]} — ${email}`,
        text: [
          `From: ${email}`,
          `Signed in as: ${account ? `${account.email} (user ${account.id})` : "not signed in"}`,
          `Topic: ${CONTACT_TOPICS[topic]}`,
          "",
          message,
        ].join("\n"),
      },
    });
    return c.json({ received: true as const }, 201);
  },
);
