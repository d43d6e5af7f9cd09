import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { AppError } from "../lib/app-error.ts";
import { applyLedgerEntry } from "../modules/credits/ledger.service.ts";
import { parseGrantAmount } from "./grant-amount.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run credits:grant -- --email a@b.com --amount 100 --reason "Refund for outage"`
// For support staff: adds (or with a negative amount, removes) credits as one ledger row.
// A negative amount is written --amount=-100 (a bare -100 would read as an option).
const USAGE =
  'usage: npm run credits:grant -- --email <address> --amount <whole number> --reason "<why>"';
function argsOf() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        amount: { type: "string" },
        reason: { type: "string" },
      },
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    console.error(USAGE);
    process.exit(2);
  }
}
const values = argsOf();
if (!values.email || !values.reason?.trim() || values.amount === undefined) {
  console.error(USAGE);
  process.exit(2);
}
const parsed = parseGrantAmount(values.amount);
if ("problem" in parsed) {
  console.error(parsed.problem);
  console.error(USAGE);
  process.exit(2);
}
const { amount } = parsed;

await withCliDatabase(async ({ db }) => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, values.email!.trim().toLowerCase()));
  if (!user) {
    console.error(`no account with the e-mail ${values.email}`);
    process.exitCode = 1;
    return;
  }
  const outcome = await applyLedgerEntry({
    db,
    userId: user.id,
    amount,
    type: "adjustment",
    description: values.reason!.trim(),
    reference: `support:${randomUUID()}`,
  }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "insufficient_credits")
      console.error(`the balance is smaller than ${Math.abs(amount)}: nothing was removed`);
    else if (error.code === "balance_limit_reached")
      console.error(`${error.message} Nothing was granted.`);
    else throw error;
    process.exitCode = 1;
    return null;
  });
  if (!outcome) return;
  console.info(
    `${amount > 0 ? "granted" : "removed"} ${Math.abs(amount)} credits; balance now ${outcome.balance}`,
  );
});
