import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CreditTransaction, TransactionOrder } from "#shared/credits.ts";
import type { Database } from "../../db/database.ts";
import { creditTransactions, profiles } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** The PostgreSQL channel that carries `{userId, credits}` after each committed ledger change. */
export const CREDIT_UPDATES_CHANNEL = "credit_updates";

export type TransactionType =
  "purchase" | "query_usage" | "signup_bonus" | "referral_bonus" | "refund" | "adjustment";

export type LedgerEntry = {
  db: Database;
  userId: string;
  /** Positive adds credits, negative takes them. */
  amount: number;
  type: TransactionType;
  description: string;
  /** Unique per user: the same reference never moves credits twice. */
  reference: string;
};

export type LedgerOutcome = {
  /** False when this reference was already applied; nothing changed this time. */
  applied: boolean;
  balance: number;
  transactionId: string;
};

/** Rolls the transaction back: the balance would go negative, or the reference was used. */
class NotApplied extends Error {}

/**
 * Moves credits: one transaction that updates the balance only if it stays >= 0, writes the
 * ledger row with the new balance, and notifies listeners when it commits. No read-then-write:
 * the conditional UPDATE, the CHECK constraint and the unique reference decide, so concurrent
 * requests can neither overdraw nor apply one reference twice.
 */
export async function applyLedgerEntry(entry: LedgerEntry): Promise<LedgerOutcome> {
  const { db, userId, amount, type, description, reference } = entry;
  if (!Number.isInteger(amount) || amount === 0) throw new Error(`invalid ledger amount ${amount}`);
  try {
    return await db.transaction(async (tx) => {
      const [profile] = await tx
        .update(profiles)
        .set({ credits: sql`${profiles.credits} + ${amount}`, updatedAt: sql`now()` })
        .where(and(eq(profiles.id, userId), sql`${profiles.credits} + ${amount} >= 0`))
        .returning({ credits: profiles.credits });
      if (!profile) throw new NotApplied(); // resolved below: duplicate, or refused
      const [row] = await tx
        .insert(creditTransactions)
        .values({
          userId,
          amount,
          transactionType: type,
          description,
          reference,
          balanceAfter: profile.credits,
        })
        .onConflictDoNothing({ target: [creditTransactions.userId, creditTransactions.reference] })
        .returning({ id: creditTransactions.id });
      if (!row) throw new NotApplied();
      const payload = JSON.stringify({ userId, credits: profile.credits });
      await tx.execute(sql`select pg_notify(${CREDIT_UPDATES_CHANNEL}, ${payload})`);
      return { applied: true, balance: profile.credits, transactionId: row.id };
    });
  } catch (error) {
    if (!(error instanceof NotApplied)) throw error;
    const existing = await findTransactionByReference({ db, userId, reference });
    if (existing)
      return {
        applied: false,
        balance: await requireBalance({ db, userId }),
        transactionId: existing.id,
      };
    await requireBalance({ db, userId });
    throw new AppError("insufficient_credits");
  }
}

async function findTransactionByReference(options: {
  db: Database;
  userId: string;
  reference: string;
}) {
  const [row] = await options.db
    .select({ id: creditTransactions.id })
    .from(creditTransactions)
    .where(
      and(
        eq(creditTransactions.userId, options.userId),
        eq(creditTransactions.reference, options.reference),
      ),
    );
  return row ?? null;
}

/** Creates the user's profile at zero credits if it does not exist yet. */
export async function ensureProfile(options: { db: Database; userId: string }): Promise<void> {
  await options.db.insert(profiles).values({ id: options.userId }).onConflictDoNothing();
}

export async function getBalance(options: {
  db: Database;
  userId: string;
}): Promise<number | null> {
  const [row] = await options.db
    .select({ credits: profiles.credits })
    .from(profiles)
    .where(eq(profiles.id, options.userId));
  return row?.credits ?? null;
}

export async function requireBalance(options: { db: Database; userId: string }): Promise<number> {
  const credits = await getBalance(options);
  if (credits === null)
    throw new AppError("not_found", { message: "No credit account for this user." });
  return credits;
}

/** The user's own ledger, newest or oldest first (spec §7 "Transaction history"). */
export async function listTransactions(options: {
  db: Database;
  userId: string;
  order: TransactionOrder;
  limit?: number;
}): Promise<CreditTransaction[]> {
  const direction = options.order === "asc" ? asc : desc;
  const rows = await options.db
    .select({
      id: creditTransactions.id,
      transaction_type: creditTransactions.transactionType,
      description: creditTransactions.description,
      created_at: creditTransactions.createdAt,
      amount: creditTransactions.amount,
      balance_after: creditTransactions.balanceAfter,
    })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, options.userId))
    .orderBy(direction(creditTransactions.seq))
    .limit(options.limit ?? 500);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

export type LedgerMismatch = { userId: string; problem: string };

/**
 * The ledger invariant (ARCHITECTURE §5): for every user the balance equals the sum of their
 * ledger, and each row's balance_after equals the running sum up to it.
 */
export async function findLedgerMismatches(options: { db: Database }): Promise<LedgerMismatch[]> {
  const rows = await options.db.execute<{ user_id: string; problem: string }>(sql`
    with running as (
      select user_id, id, balance_after,
             sum(amount) over (partition by user_id order by seq rows unbounded preceding) as running_sum
      from credit_transactions
    ), totals as (
      select user_id, sum(amount) as total from credit_transactions group by user_id
    )
    select user_id, 'transaction ' || id || ': balance_after ' || balance_after || ' but running sum ' || running_sum as problem
    from running where balance_after <> running_sum
    union all
    select p.id, 'profile credits ' || p.credits || ' but ledger sum ' || coalesce(t.total, 0)
    from profiles p left join totals t on t.user_id = p.id
    where p.credits <> coalesce(t.total, 0)
    union all
    select t.user_id, 'ledger rows without a profile'
    from totals t left join profiles p on p.id = t.user_id where p.id is null
  `);
  const list = Array.isArray(rows)
    ? rows
    : (rows as { rows: { user_id: string; problem: string }[] }).rows;
  return list.map((row) => ({ userId: row.user_id, problem: row.problem }));
}
