import { checkLedger } from "./ledger-check-command.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run ledger:check`: every balance equals its ledger; exit 1 and list each mismatch if not.
process.exitCode = await withCliDatabase(({ db }) => checkLedger(db, console));
