import { and, eq } from "drizzle-orm";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import type { Database } from "../../db/database.ts";
import { creditTransactions } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import { applyLedgerEntry } from "../credits/ledger.service.ts";
import type { ApiKeyCaller } from "./api-key.middleware.ts";

/** The history's line for what an API key spent, under the key's name. */
export function apiChargeLabel(key: ApiKeyCaller): string {
  return `API key "${key.name}"`;
}

/**
 * Charges an API call that produced its answer (the answer is made first, so a call that fails
 * costs nothing and needs no refund): the chat's price, from the key owner's balance, through
 * the ledger. Under the same `Idempotency-Key` a retry is not charged again; the key used for
 * another request is refused (`idempotency_key_reused`, 422). Throws `insufficient_credits` (402).
 */
export async function chargeApiCall(options: {
  db: Database;
  key: ApiKeyCaller;
  /** What was answered, for the history ("Report: 1234 Elm St, Austin, TX"). */
  what: string;
  requestKey: string;
}): Promise<{ charged: boolean; balance: number }> {
  const { db, key, what, requestKey } = options;
  const reference = `api:${requestKey}`;
  const description = `${apiChargeLabel(key)}: ${what}`;
  const outcome = await applyLedgerEntry({
    db,
    userId: key.userId,
    amount: -MESSAGE_COST_CREDITS,
    type: "query_usage",
    description,
    reference,
  });
  if (!outcome.applied) {
    const [earlier] = await db
      .select({ description: creditTransactions.description })
      .from(creditTransactions)
      .where(
        and(eq(creditTransactions.userId, key.userId), eq(creditTransactions.reference, reference)),
      );
    if (earlier?.description !== description)
      throw new AppError("idempotency_key_reused", {
        message: "This Idempotency-Key was already used for another request. Send a new key.",
      });
  }
  return { charged: outcome.applied, balance: outcome.balance };
}
