import {
  CREDITS_GRANT_USAGE,
  grantCredits,
  parseCreditsGrantArgs,
} from "./credits-grant-command.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run credits:grant -- --email a@b.com --amount 100 --reason "Refund for outage"`
// For support staff: adds (or with a negative amount, removes) credits as one ledger row.
// A negative amount is written --amount=-100 (a bare -100 would read as an option).
const grant = parseCreditsGrantArgs(process.argv.slice(2));
if ("problem" in grant) {
  console.error(grant.problem);
  console.error(CREDITS_GRANT_USAGE);
  process.exit(2);
}
process.exitCode = await withCliDatabase(({ db }) => grantCredits(db, grant, console));
