import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { applyLedgerEntry } from "../modules/credits/ledger.service.ts";
import type { CommandOutput } from "./command-output.ts";
import { parseGrantAmount } from "./grant-amount.ts";

export const CREDITS_GRANT_USAGE =
  'usage: npm run credits:grant -- --email <address> --amount <whole number> --reason "<why>"';

export type GrantRequest = { email: string; amount: number; reason: string };

/**
 * The command line of `credits:grant`, read strictly: the grant, or what is wrong with it (the
 * command then exits 2 without opening the database).
 */
export function parseCreditsGrantArgs(args: string[]): GrantRequest | { problem: string } {
  let values: { email?: string; amount?: string; reason?: string };
  try {
    values = parseArgs({
      args,
      options: {
        email: { type: "string" },
        amount: { type: "string" },
        reason: { type: "string" },
      },
    }).values;
  } catch (error) {
    return { problem: (error as Error).message };
  }
  if (!values.email || !values.reason?.trim() || values.amount === undefined)
    return { problem: "--email, --amount and --reason are all needed" };
  const parsed = parseGrantAmount(values.amount);
  if ("problem" in parsed) return parsed;
  return {
    email: values.email.trim().toLowerCase(),
    amount: parsed.amount,
    reason: values.reason.trim(),
  };
}

/**
 * Adds (or with a negative amount, removes) credits as one ledger row of type `adjustment`, for
 * support staff. Resolves to the command's exit code: 0 done, 1 no such account or a balance too
 * small (nothing changed).
 */
export async function grantCredits(db: Database, grant: GrantRequest, out: CommandOutput) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, grant.email));
  if (!user) {
    out.error(`no account with the e-mail ${grant.email}`);
    return 1;
  }
  try {
    const outcome = await applyLedgerEntry({
      db,
      userId: user.id,
      amount: grant.amount,
      type: "adjustment",
      description: grant.reason,
      reference: `support:${randomUUID()}`,
    });
    out.info(
      `${grant.amount > 0 ? "granted" : "removed"} ${Math.abs(grant.amount)} credits; balance now ${outcome.balance}`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "insufficient_credits")
      out.error(`the balance is smaller than ${Math.abs(grant.amount)}: nothing was removed`);
    else if (error.code === "balance_limit_reached")
      out.error(`${error.message} Nothing was granted.`);
    else throw error;
    return 1;
  }
}
