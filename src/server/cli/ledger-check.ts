import { findLedgerMismatches } from "../modules/credits/ledger.service.ts";
import { withCliDatabase } from "./open-cli-database.ts";

// `npm run ledger:check`: every balance equals its ledger; exit 1 and list each mismatch if not.
const mismatches = await withCliDatabase(({ db }) => findLedgerMismatches({ db }));
if (mismatches.length === 0) {
  console.info("ledger ok: every balance equals the sum of its ledger");
} else {
  for (const mismatch of mismatches) console.error(`user ${mismatch.userId}: ${mismatch.problem}`);
  console.error(`${mismatches.length} ledger mismatch(es)`);
  process.exitCode = 1;
}
