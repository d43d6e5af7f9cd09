import Stripe from "stripe";
import { AppError } from "../../lib/app-error.ts";
import type { PaymentProvider, VerifiedCheckout } from "./payment-provider.ts";

const STRIPE_TIMEOUT_MS = 15_000;

export function createStripeClient(options: {
  secretKey: string;
  apiUrl?: string | undefined;
}): Stripe {
  const endpoint = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 2,
    ...(endpoint && {
      host: endpoint.hostname,
      port: endpoint.port,
      protocol: endpoint.protocol.replace(":", "") as "http" | "https",
    }),
  });
}

/** Reads what we need from a Checkout Session that Stripe sent or returned. */
export function verifiedCheckoutFromSession(session: Stripe.Checkout.Session): VerifiedCheckout {
  return {
    sessionId: session.id,
    paid: session.payment_status === "paid",
    userId: session.metadata?.userId ?? session.client_reference_id ?? null,
    pack: session.metadata?.pack ?? null,
    amountCents: session.amount_total,
  };
}

/** Stripe Checkout: one line item for the pack at its price; metadata names the user and pack. */
export function createStripeProvider(options: {
  stripe: Stripe;
  publicUrl: string;
}): PaymentProvider {
  const { stripe, publicUrl } = options;
  return {
    kind: "stripe",
    async createCheckout({ checkoutId, userId, email, pack }) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            customer_email: email,
            client_reference_id: userId,
            metadata: { userId, pack: pack.id, checkoutId },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: "usd",
                  unit_amount: pack.priceCents,
                  product_data: {
                    name: `PermitLM ${pack.name} — ${pack.credits.toLocaleString("en-US")} credits`,
                  },
                },
              },
            ],
            success_url: `${publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}/checkout/cancel`,
          },
          { idempotencyKey: `checkout:${checkoutId}` },
        );
        if (!session.url) throw new Error("Stripe returned a session without a url");
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        throw new AppError("payment_provider_unavailable", { cause: error });
      }
    },
    async retrieveCheckout(sessionId) {
      try {
        return verifiedCheckoutFromSession(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw new AppError("payment_provider_unavailable", { cause: error });
      }
    },
  };
}
