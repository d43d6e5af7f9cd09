import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { CREDIT_PACKS, type PackId } from "#shared/credits.ts";
import { createCheckoutSchema } from "#shared/credits-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { jsonBody } from "../../lib/validate.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { getBalance } from "../credits/ledger.service.ts";
import {
  type Fulfilment,
  fulfilCheckout,
  fulfilVerifiedCheckout,
  requireOwnCheckout,
  setCheckoutStatus,
  startCheckout,
} from "./checkout.service.ts";

/** The database, and the mailer and address for the receipt, of this request's server. */
export function fulfilmentOf(c: Context<AppEnv>): Fulfilment {
  return { db: c.var.db, mailer: c.var.services.mailer, publicUrl: c.var.env.PUBLIC_URL };
}

/** The test checkout exists only while Stripe is not configured. */
const testModeOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.services.payments?.kind !== "test") throw new AppError("not_found");
  await next();
});

export const checkoutRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post("/", jsonBody(createCheckoutSchema), async (c) => {
    const { user } = sessionOf(c);
    const provider = c.var.services.payments;
    if (!provider)
      throw new AppError("service_unavailable", {
        message: "Purchases are not available on this site yet. Please try again later.",
      });
    const { url } = await startCheckout({
      db: c.var.db,
      provider,
      userId: user.id,
      email: user.email,
      packId: c.req.valid("json").pack,
    });
    return c.json({ url }, 201);
  })
  // The Stripe return page: confirm with Stripe and fulfil, in case the webhook is not here yet.
  .get("/sessions/:id", async (c) => {
    const { user } = sessionOf(c);
    const checkout = await requireOwnCheckout({
      db: c.var.db,
      sessionId: c.req.param("id"),
      userId: user.id,
    });
    if (checkout.status === "open" && checkout.provider === "stripe") {
      const verified = await c.var.services.payments?.retrieveCheckout(checkout.id);
      if (verified) await fulfilVerifiedCheckout({ ...fulfilmentOf(c), verified });
    }
    const current = await requireOwnCheckout({
      db: c.var.db,
      sessionId: checkout.id,
      userId: user.id,
    });
    return c.json({
      status: current.status,
      credits: await getBalance({ db: c.var.db, userId: user.id }),
    });
  })
  .get("/test/:id", testModeOnly, async (c) => {
    const { user } = sessionOf(c);
    const checkout = await requireOwnCheckout({
      db: c.var.db,
      sessionId: c.req.param("id"),
      userId: user.id,
    });
    const pack = CREDIT_PACKS[checkout.pack as PackId];
    return c.json({
      id: checkout.id,
      pack: checkout.pack,
      name: pack?.name ?? checkout.pack,
      credits: checkout.credits,
      priceCents: checkout.amountCents,
      status: checkout.status,
    });
  })
  .post("/test/:id/complete", testModeOnly, async (c) => {
    const { user } = sessionOf(c);
    const checkout = await requireOwnCheckout({
      db: c.var.db,
      sessionId: c.req.param("id"),
      userId: user.id,
    });
    if (checkout.status === "canceled")
      throw new AppError("bad_request", { message: "This checkout was canceled." });
    const { balance } = await fulfilCheckout({ ...fulfilmentOf(c), checkout });
    return c.json({ status: "paid" as const, credits: balance });
  })
  .post("/test/:id/cancel", testModeOnly, async (c) => {
    const { user } = sessionOf(c);
    const checkout = await requireOwnCheckout({
      db: c.var.db,
      sessionId: c.req.param("id"),
      userId: user.id,
    });
    await setCheckoutStatus({ db: c.var.db, sessionId: checkout.id, status: "canceled" });
    const current = await requireOwnCheckout({
      db: c.var.db,
      sessionId: checkout.id,
      userId: user.id,
    });
    return c.json({ status: current.status });
  });
