import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { profiles, users } from "#server/db/schema.ts";
import { listTransactions } from "#server/modules/credits/ledger.service.ts";
import { openWallet } from "#server/modules/credits/wallet.service.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(script: string, args: string[] = []) {
  const result = spawnSync(process.execPath, [`src/server/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `credits:grant` for an account, with the amount as one `--amount=` argument. */
const grant = (amount: string, email = "sam@example.com", reason = "x") =>
  run("credits-grant", ["--email", email, `--amount=${amount}`, "--reason", reason]);

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>,
) {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

// These commands open the embedded database in their own process, so one run (PGlite) is enough.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("support commands", () => {
  it("credits:grant adds a ledger row for the account, and ledger:check finds mismatches", async () => {
    await withDatabase(async (db) => {
      await db.insert(users).values({ id: "u1", name: "Sam", email: "sam@example.com" });
      await openWallet({ db, userId: "u1", signupBonus: 20 });
    });

    expect(
      run("credits-grant", ["--email", "nobody@example.com", "--amount", "5", "--reason", "x"])
        .status,
    ).toBe(1);
    expect(
      run("credits-grant", ["--email", "sam@example.com", "--amount", "1.5", "--reason", "x"])
        .status,
    ).toBe(2);
    const granted = run("credits-grant", [
      "--email",
      "Sam@Example.com",
      "--amount",
      "100",
      "--reason",
      "Outage refund",
    ]);
    expect(granted.output).toContain("granted 100 credits; balance now 120");
    expect(granted.status).toBe(0);

    const overdraw = grant("-500");
    expect(overdraw.status).toBe(1);
    expect(overdraw.output).toContain("the balance is smaller than 500: nothing was removed");

    const healthy = run("ledger-check");
    expect(healthy.status).toBe(0);
    expect(healthy.output).toContain("ledger ok");

    await withDatabase(async (db) => {
      const rows = await listTransactions({ db, userId: "u1", order: "asc" });
      expect(rows.at(-1)).toMatchObject({
        transaction_type: "adjustment",
        amount: 100,
        description: "Outage refund",
        balance_after: 120,
      });
      await db.update(profiles).set({ credits: 5 }).where(eq(profiles.id, "u1"));
    });
    const broken = run("ledger-check");
    expect(broken.status).toBe(1);
    expect(broken.output).toContain("user u1: profile credits 5 but ledger sum 120");
    // Each support command is a process of its own that opens the database (about 30 s for all
    // on a quiet machine): the time-out is four times that.
  }, 120_000);

  it("refuses a loose amount, and refuses to run while another process holds the database", async () => {
    // Amounts are read strictly (every case in grant-amount.test.ts): a message, no stack trace.
    const hex = grant("0x10");
    expect(hex.status).toBe(2);
    expect(hex.output).toContain("--amount must be a whole number of credits");
    expect(hex.output).not.toMatch(/\n\s+at /);
    const unknownOption = run("credits-grant", ["--email", "sam@example.com", "--amount", "-100"]);
    expect(unknownOption.status).toBe(2);
    expect(unknownOption.output).not.toMatch(/\n\s+at /);

    // While another process (the server, here this test) holds the embedded database, both
    // commands refuse: a grant would be lost and a check would read stale data.
    await withDatabase(async () => {
      for (const busy of [grant("5"), run("ledger-check")]) {
        expect(busy.status).toBe(1);
        expect(busy.output).toMatch(/open in another process \(pid \d+\)/);
        expect(busy.output).not.toContain("granted");
        expect(busy.output).not.toContain("ledger ok");
      }
    });
  }, 90_000);
});
