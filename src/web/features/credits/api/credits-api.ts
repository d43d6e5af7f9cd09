import type { CreditTransaction, PackId, TransactionOrder } from "#shared/credits.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

/** GET /api/credits: the signed-in user's balance. */
export async function fetchCredits(): Promise<number> {
  const response = await expectOk(await api.credits.$get());
  const { credits } = await response.json();
  if (typeof credits !== "number") throw new Error("The balance answer has no credits.");
  return credits;
}

/** GET /api/credits/transactions: the user's ledger, newest or oldest first. */
export async function fetchTransactions(order: TransactionOrder): Promise<CreditTransaction[]> {
  const response = await expectOk(await api.credits.transactions.$get({ query: { order } }));
  const { transactions } = await response.json();
  if (!Array.isArray(transactions)) throw new Error("The history answer has no transactions.");
  return transactions;
}

/** POST /api/checkout: the address of the checkout page for a pack (Stripe, or the test page). */
export async function createCheckout(pack: PackId): Promise<string | undefined> {
  const response = await expectOk(await api.checkout.$post({ json: { pack } }));
  const { url } = await response.json();
  return url || undefined;
}
