import { and, eq, sql } from "drizzle-orm";
import { CREDIT_PACKS, type PackId, formatPrice } from "#shared/credits.ts";
import type { Receipt } from "#shared/receipts.ts";
import type { Database } from "../../db/database.ts";
import { checkoutSessions, creditTransactions, users } from "../../db/schema.ts";
import { isUuid } from "../../lib/uuid.ts";
import type { Mailer } from "../mail/mail.service.ts";

/**
 * The receipt of one of the user's purchases, from its ledger row and the checkout it fulfilled;
 * null for any other transaction, another user's, or an unknown id.
 */
export async function findReceipt(options: {
  db: Database;
  userId: string;
  transactionId: string;
}): Promise<Receipt | null> {
  if (!isUuid(options.transactionId)) return null;
  const [row] = await options.db
    .select({
      id: creditTransactions.id,
      createdAt: creditTransactions.createdAt,
      credits: creditTransactions.amount,
      balanceAfter: creditTransactions.balanceAfter,
      email: users.email,
      checkoutId: checkoutSessions.id,
      pack: checkoutSessions.pack,
      amountCents: checkoutSessions.amountCents,
      provider: checkoutSessions.provider,
    })
    .from(creditTransactions)
    .innerJoin(
      checkoutSessions,
      sql`${creditTransactions.reference} = 'checkout:' || ${checkoutSessions.id}`,
    )
    .innerJoin(users, eq(users.id, creditTransactions.userId))
    .where(
      and(
        eq(creditTransactions.id, options.transactionId),
        eq(creditTransactions.userId, options.userId),
        eq(creditTransactions.transactionType, "purchase"),
      ),
    );
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    packName: CREDIT_PACKS[row.pack as PackId]?.name ?? row.pack,
    credits: row.credits,
    amountCents: row.amountCents,
    currency: "USD",
    paidWith: row.provider === "stripe" ? "card" : "test-checkout",
    checkoutId: row.checkoutId,
    balanceAfter: row.balanceAfter,
  };
}

/**
 * E-mails the receipt, once: its outbox reference is unique, so a purchase fulfilled again (a
 * webhook delivered twice) queues nothing new, and one whose mail was not queued yet (the process
 * stopped in between) gets it on the provider's next delivery.
 */
export async function mailReceipt(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  receipt: Receipt;
}): Promise<void> {
  const { receipt } = options;
  const paid =
    receipt.paidWith === "card"
      ? `${formatPrice(receipt.amountCents)} ${receipt.currency}, paid by card`
      : "nothing (test checkout: no payment was taken)";
  await options.mailer.send({
    db: options.db,
    email: {
      to: receipt.email,
      subject: `Your PermitLM receipt: ${receipt.packName}`,
      reference: `receipt:${receipt.id}`,
      text: [
        "Thank you for your purchase.",
        "",
        `${receipt.packName}: ${receipt.credits.toLocaleString("en-US")} credits`,
        `Amount: ${paid}`,
        `Date: ${new Date(receipt.createdAt).toUTCString()}`,
        `Receipt number: ${receipt.id}`,
        `Balance after the purchase: ${receipt.balanceAfter.toLocaleString("en-US")} credits`,
        "",
        `Your receipt, to view or print: ${options.publicUrl}/account/receipts/${receipt.id}`,
        `Refunds: ${options.publicUrl}/refunds`,
      ].join("\n"),
    },
  });
}
