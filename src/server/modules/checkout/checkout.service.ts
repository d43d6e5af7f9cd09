import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { CREDIT_PACKS, type PackId } from "#shared/credits.ts";
import type { Database } from "../../db/database.ts";
import { checkoutSessions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { applyLedgerEntry, requireRoomFor } from "../credits/ledger.service.ts";
import { findReceipt, mailReceipt } from "../credits/receipt.service.ts";
import type { Mailer } from "../mail/mail.service.ts";
import type { PaymentProvider, VerifiedCheckout } from "./payment-provider.ts";

export type CheckoutRow = typeof checkoutSessions.$inferSelect;
export type CheckoutStatus = CheckoutRow["status"];

/** Starts buying a pack: a provider checkout plus our record of it. Returns where to pay. */
export async function startCheckout(options: {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  email: string;
  packId: PackId;
}): Promise<{ url: string }> {
  const pack = CREDIT_PACKS[options.packId];
  await requireRoomFor({ db: options.db, userId: options.userId, credits: pack.credits });
  const checkoutId = `${options.provider.kind}_${randomBytes(16).toString("hex")}`;
  const { sessionId, url } = await options.provider.createCheckout({
    checkoutId,
    userId: options.userId,
    email: options.email,
    pack,
  });
  await options.db.insert(checkoutSessions).values({
    id: sessionId,
    userId: options.userId,
    provider: options.provider.kind,
    pack: pack.id,
    credits: pack.credits,
    amountCents: pack.priceCents,
  });
  return { url };
}

export async function findCheckout(options: { db: Database; sessionId: string }) {
  const [row] = await options.db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, options.sessionId));
  return row ?? null;
}

/** The user's own checkout; another user's or a missing one is "not found" alike. */
export async function requireOwnCheckout(options: {
  db: Database;
  sessionId: string;
  userId: string;
}) {
  const checkout = await findCheckout(options);
  if (!checkout || checkout.userId !== options.userId)
    throw new AppError("not_found", { message: "No such checkout." });
  return checkout;
}

/** What fulfilling a purchase needs: the database, and the mailer and address for its receipt. */
export type Fulfilment = { db: Database; mailer: Mailer; publicUrl: string };

/**
 * Grants a paid checkout's credits, once: the ledger reference `checkout:<session id>` is unique,
 * so any number of deliveries, in any order and from any process, add the credits one time. Then
 * e-mails the receipt, also once (a delivery after a stop in between sends the missing receipt).
 */
export async function fulfilCheckout(
  options: Fulfilment & { checkout: CheckoutRow },
): Promise<{ balance: number }> {
  const { checkout } = options;
  const pack = CREDIT_PACKS[checkout.pack as PackId];
  const outcome = await applyLedgerEntry({
    db: options.db,
    userId: checkout.userId,
    amount: checkout.credits,
    type: "purchase",
    description: `${pack?.name ?? checkout.pack} (${checkout.credits.toLocaleString("en-US")} credits)`,
    reference: `checkout:${checkout.id}`,
  });
  await setCheckoutStatus({ db: options.db, sessionId: checkout.id, status: "paid" });
  const receipt = await findReceipt({
    db: options.db,
    userId: checkout.userId,
    transactionId: outcome.transactionId,
  });
  if (receipt) await mailReceipt({ ...options, receipt });
  return { balance: outcome.balance };
}

/** Fulfils from the provider's verified word, after checking it matches what we sold. */
export async function fulfilVerifiedCheckout(options: Fulfilment & { verified: VerifiedCheckout }) {
  const { verified } = options;
  const checkout = await findCheckout({ db: options.db, sessionId: verified.sessionId });
  if (!checkout) return { outcome: "unknown_session" as const };
  const matches =
    verified.userId === checkout.userId &&
    verified.pack === checkout.pack &&
    verified.amountCents === checkout.amountCents;
  if (!matches) return { outcome: "mismatch" as const };
  if (!verified.paid) return { outcome: "unpaid" as const };
  const { balance } = await fulfilCheckout({ ...options, checkout });
  return { outcome: "fulfilled" as const, balance };
}

/** Moves an open checkout to a final state; a paid checkout stays paid. */
export async function setCheckoutStatus(options: {
  db: Database;
  sessionId: string;
  status: CheckoutStatus;
}) {
  const notPaidYet =
    options.status === "paid" ? sql`true` : sql`${checkoutSessions.status} <> 'paid'`;
  await options.db
    .update(checkoutSessions)
    .set({ status: options.status, updatedAt: sql`now()` })
    .where(and(eq(checkoutSessions.id, options.sessionId), notPaidYet));
}
