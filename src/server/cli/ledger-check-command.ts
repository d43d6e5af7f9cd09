import type { Database } from "../db/database.ts";
import { findLedgerMismatches } from "../modules/credits/ledger.service.ts";
import type { CommandOutput } from "./command-output.ts";

/** Every balance equals its ledger: 0, or each mismatch listed and 1. */
export async function checkLedger(db: Database, out: CommandOutput) {
  const mismatches = await findLedgerMismatches({ db });
  if (mismatches.length === 0) {
    out.info("ledger ok: every balance equals the sum of its ledger");
    return 0;
  }
  for (const mismatch of mismatches) out.error(`user ${mismatch.userId}: ${mismatch.problem}`);
  out.error(`${mismatches.length} ledger mismatch(es)`);
  return 1;
}
