import { Hono } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { fulfilmentOf } from "./checkout.routes.ts";
import { fulfilVerifiedCheckout, setCheckoutStatus } from "./checkout.service.ts";
import { verifiedCheckoutFromSession } from "./stripe-provider.ts";

/** Stripe's default: a signature older than 300 s is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's webhook: the signature is checked on the raw body before anything is read from it.
 * Delivered once or fifty times, in any order, a paid checkout grants its credits once.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post("/stripe", async (c) => {
  const { stripe } = c.var.services;
  const secret = c.var.env.STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) throw new AppError("not_found");
  const signature = c.req.header("stripe-signature");
  if (!signature)
    throw new AppError("bad_request", { message: "Missing Stripe-Signature header." });
  const rawBody = await c.req.text();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("bad_request", { message: "The webhook signature is not valid." });
  }

  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const result = await fulfilVerifiedCheckout({
        ...fulfilmentOf(c),
        verified: verifiedCheckoutFromSession(event.data.object),
      });
      if (result.outcome === "mismatch" || result.outcome === "unknown_session") {
        c.var.log.warn(
          { eventId: event.id, outcome: result.outcome },
          "stripe checkout not fulfilled",
        );
      }
      break;
    }
    case "checkout.session.async_payment_failed":
      await setCheckoutStatus({ db: c.var.db, sessionId: event.data.object.id, status: "failed" });
      break;
    case "checkout.session.expired":
      await setCheckoutStatus({
        db: c.var.db,
        sessionId: event.data.object.id,
        status: "canceled",
      });
      break;
    default:
      break;
  }
  return c.json({ received: true as const });
});
