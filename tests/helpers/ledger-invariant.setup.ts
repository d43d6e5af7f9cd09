import { afterEach, expect } from "vitest";
import { findLedgerMismatches } from "#server/modules/credits/ledger.service.ts";
import { liveTestDatabases } from "./test-app.ts";

// The ledger invariant (ADR 007): after every integration test, on every database the test file
// has open, each user's balance equals the sum of their ledger and each row's balance_after its
// running sum.
afterEach(async () => {
  for (const database of liveTestDatabases)
    expect(await findLedgerMismatches({ db: database.db }), "the ledger invariant").toEqual([]);
});
