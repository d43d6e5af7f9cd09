import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../../tests/helpers/test-app.ts";
import { eq } from "drizzle-orm";
import { profiles, users } from "../../db/schema.ts";
import { AppError } from "../../lib/app-error.ts";
import {
  applyLedgerEntry,
  findLedgerMismatches,
  getBalance,
  listTransactions,
} from "./ledger.service.ts";
import { openWallet } from "./wallet.service.ts";

let database: TestDatabase;
let userCount = 0;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

async function newUser(signupBonus: number) {
  userCount += 1;
  const id = `user-${userCount}`;
  await database.db.insert(users).values({ id, name: id, email: `${id}@example.com` });
  await openWallet({ db: database.db, userId: id, signupBonus });
  return id;
}

const debit = (userId: string, reference: string) =>
  applyLedgerEntry({
    db: database.db,
    userId,
    amount: -2,
    type: "query_usage",
    description: "Chat message",
    reference,
  });

describe("the credit ledger", () => {
  it("opens a wallet with the signup bonus as its first row, once", async () => {
    const userId = await newUser(20);
    await openWallet({ db: database.db, userId, signupBonus: 20 });
    expect(await getBalance({ db: database.db, userId })).toBe(20);
    const rows = await listTransactions({ db: database.db, userId, order: "asc" });
    expect(rows).toMatchObject([
      { transaction_type: "signup_bonus", amount: 20, balance_after: 20 },
    ]);
  });

  it("applies one reference once, however often it is sent", async () => {
    const userId = await newUser(20);
    const first = await debit(userId, "msg-1");
    const again = await debit(userId, "msg-1");
    expect(first).toMatchObject({ applied: true, balance: 18 });
    expect(again).toMatchObject({
      applied: false,
      balance: 18,
      transactionId: first.transactionId,
    });
  });

  it("refuses a debit past zero with insufficient_credits and changes nothing", async () => {
    const userId = await newUser(1);
    await expect(debit(userId, "msg-x")).rejects.toMatchObject({ code: "insufficient_credits" });
    expect(await getBalance({ db: database.db, userId })).toBe(1);
    expect(await listTransactions({ db: database.db, userId, order: "asc" })).toHaveLength(1);
  });

  it("lets exactly 5 of 200 concurrent 2-credit debits through a 10-credit balance", async () => {
    const userId = await newUser(10);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, index) => debit(userId, `concurrent-${index}`)),
    );
    const succeeded = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter(
      (result) =>
        result.status === "rejected" &&
        result.reason instanceof AppError &&
        result.reason.code === "insufficient_credits",
    );
    expect(succeeded).toHaveLength(5);
    expect(refused).toHaveLength(195);
    expect(await getBalance({ db: database.db, userId })).toBe(0);
    const rows = await listTransactions({ db: database.db, userId, order: "asc" });
    expect(rows.every((row) => row.balance_after >= 0)).toBe(true);
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });

  it("finds a balance that disagrees with its ledger", async () => {
    const userId = await newUser(20);
    await database.db.update(profiles).set({ credits: 999 }).where(eq(profiles.id, userId));
    const mismatches = await findLedgerMismatches({ db: database.db });
    expect(mismatches).toEqual([{ userId, problem: "profile credits 999 but ledger sum 20" }]);
    await database.db.update(profiles).set({ credits: 20 }).where(eq(profiles.id, userId));
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });
});
