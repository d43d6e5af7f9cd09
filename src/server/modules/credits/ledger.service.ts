import { type SQL, and, asc, desc, eq, sql } from "drizzle-orm";
import {
  type CreditTransaction,
  MAX_BALANCE,
  type TransactionOrder,
  type TransactionType,
} from "#shared/credits.ts";
import { type Database, isUniqueViolation, rowsOf } from "../../db/database.ts";
import { creditTransactions, profiles } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";

/** The PostgreSQL channel that carries `{userId, credits}` after each committed ledger change. */
export const CREDIT_UPDATES_CHANNEL = "credit_updates";

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

/** A ledger move as SQL: the CTEs `moved` and `entry` of one statement (see `ledgerMoveCtes`). */
export type LedgerMove = Omit<LedgerEntry, "db"> & {
  /** A further condition the move needs, checked in the same statement (a chat key still free). */
  onlyIf?: SQL;
};

/**
 * The CTEs of one ledger move: `moved` updates the balance only if it stays >= 0 and the reference
 * is new, `entry` writes the ledger row with the new balance and notifies listeners (delivered on
 * commit). One statement is one transaction, so callers add their own rows to the same statement
 * and all of it happens, or none. No read-then-write: the conditional UPDATE, the CHECK constraint
 * and the unique reference decide, so concurrent requests can neither overdraw nor apply one
 * reference twice (a race on one reference fails on the unique constraint and changes nothing).
 */
export function ledgerMoveCtes(move: LedgerMove): SQL {
  const { userId, amount, type, description, reference, onlyIf } = move;
  if (!Number.isSafeInteger(amount) || amount === 0 || Math.abs(amount) > MAX_BALANCE)
    throw new Error(`invalid ledger amount ${amount}`);
  // Debits always stay possible; credits stop at MAX_BALANCE.
  return sql`moved as (
      update profiles set credits = credits + ${amount}::bigint, updated_at = now()
      where id = ${userId} and credits + ${amount}::bigint >= 0
        and credits + ${amount}::bigint <= greatest(credits, ${MAX_BALANCE}::bigint)
        and not exists (
          select 1 from credit_transactions where user_id = ${userId} and reference = ${reference}
        )
        ${onlyIf ? sql`and ${onlyIf}` : sql``}
      returning credits
    ), entry as (
      insert into credit_transactions
        (user_id, amount, transaction_type, description, reference, balance_after)
      select ${userId}, ${amount}::bigint, ${type}, ${description}, ${reference}, credits from moved
      returning id, balance_after,
        pg_notify(${CREDIT_UPDATES_CHANNEL}, json_build_object('userId', user_id, 'credits', balance_after)::text)
    )`;
}

/**
 * Moves credits in one statement (ADR 007, ADR 012). A reference already applied changes nothing
 * and answers the current balance; a move that would overdraw throws `insufficient_credits`, one
 * that would pass MAX_BALANCE throws `balance_limit_reached`.
 */
export async function applyLedgerEntry(entry: LedgerEntry): Promise<LedgerOutcome> {
  const { db, userId, reference } = entry;
  let applied: { id: string; balance_after: number | string } | undefined;
  try {
    [applied] = rowsOf<{ id: string; balance_after: number | string }>(
      await db.execute(sql`with ${ledgerMoveCtes(entry)} select id, balance_after from entry`),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  if (applied)
    return { applied: true, balance: Number(applied.balance_after), transactionId: applied.id };
  const existing = await findTransactionByReference({ db, userId, reference });
  if (existing)
    return {
      applied: false,
      balance: await requireBalance({ db, userId }),
      transactionId: existing.id,
    };
  await requireBalance({ db, userId });
  throw new AppError(entry.amount > 0 ? "balance_limit_reached" : "insufficient_credits");
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

/** Refuses, before any money moves, an addition that would take the balance past MAX_BALANCE. */
export async function requireRoomFor(options: { db: Database; userId: string; credits: number }) {
  const balance = await requireBalance(options);
  if (balance + options.credits > MAX_BALANCE) throw new AppError("balance_limit_reached");
}

export async function requireBalance(options: { db: Database; userId: string }): Promise<number> {
  const credits = await getBalance(options);
  if (credits === null)
    throw new AppError("not_found", { message: "No credit account for this user." });
  return credits;
}

/** The user's own ledger, newest or oldest first (GET /api/credits/transactions). */
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

/** The sum of every ledger row's amount, by transaction type (for the metrics). */
export async function ledgerTotals(options: {
  db: Database;
}): Promise<{ type: string; credits: number }[]> {
  return options.db
    .select({
      type: creditTransactions.transactionType,
      credits: sql<number>`coalesce(sum(${creditTransactions.amount}), 0)::bigint`.mapWith(Number),
    })
    .from(creditTransactions)
    .groupBy(creditTransactions.transactionType);
}

export type LedgerMismatch = { userId: string; problem: string };

/**
 * The ledger invariant (ADR 007): for every user the balance equals the sum of their
 * ledger, and each row's balance_after equals the running sum up to it.
 */
export async function findLedgerMismatches(options: { db: Database }): Promise<LedgerMismatch[]> {
  const rows = await options.db.execute(sql`
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
  return rowsOf<{ user_id: string; problem: string }>(rows).map((row) => ({
    userId: row.user_id,
    problem: row.problem,
  }));
}
