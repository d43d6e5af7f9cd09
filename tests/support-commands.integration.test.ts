import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  grantCredits,
  parseCreditsGrantArgs,
  type GrantRequest,
} from "#server/cli/credits-grant-command.ts";
import { checkLedger } from "#server/cli/ledger-check-command.ts";
import { openDatabase } from "#server/db/database.ts";
import { profiles, users } from "#server/db/schema.ts";
import { listTransactions } from "#server/modules/credits/ledger.service.ts";
import { openWallet } from "#server/modules/credits/wallet.service.ts";
import { type TestDatabase, createTestDatabase } from "./helpers/test-app.ts";

/** A command's output, kept to read back. */
function output() {
  const lines: string[] = [];
  return {
    lines,
    info: (line: string) => lines.push(line),
    error: (line: string) => lines.push(line),
    text: () => lines.join("\n"),
  };
}

function parsedGrant(args: string[]): GrantRequest {
  const grant = parseCreditsGrantArgs(args);
  if ("problem" in grant) throw new Error(grant.problem);
  return grant;
}

// The commands' work runs here, in this process, on the test database; one command runs as the
// process it is, end to end (the last test).
describe("support commands", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(users).values({ id: "u1", name: "Sam", email: "sam@example.com" });
    await openWallet({ db: database.db, userId: "u1", signupBonus: 20 });
  });
  afterAll(() => database.destroy());

  it("credits:grant reads its command line strictly", () => {
    const grant = (...args: string[]) => parseCreditsGrantArgs(args);
    expect(grant("--email", "Sam@Example.com", "--amount", "100", "--reason", " Outage ")).toEqual({
      email: "sam@example.com",
      amount: 100,
      reason: "Outage",
    });
    expect(grant("--email", "s@e.com", "--amount=-5", "--reason", "x")).toMatchObject({
      amount: -5,
    });
    expect(grant("--email", "s@e.com", "--amount", "1.5", "--reason", "x")).toMatchObject({
      problem: expect.stringContaining("--amount must be a whole number of credits"),
    });
    expect(grant("--email", "s@e.com", "--amount", "0x10", "--reason", "x")).toHaveProperty(
      "problem",
    );
    // A bare negative number reads as an unknown option.
    expect(grant("--email", "s@e.com", "--amount", "-100")).toHaveProperty("problem");
    expect(grant("--email", "s@e.com", "--amount", "5")).toHaveProperty("problem");
  });

  it("credits:grant adds a ledger row for the account, and ledger:check finds mismatches", async () => {
    const { db } = database;
    const nobody = output();
    expect(
      await grantCredits(
        db,
        parsedGrant(["--email", "nobody@example.com", "--amount", "5", "--reason", "x"]),
        nobody,
      ),
    ).toBe(1);
    expect(nobody.text()).toContain("no account with the e-mail nobody@example.com");

    const granted = output();
    const request = ["--email", "Sam@Example.com", "--amount", "100", "--reason", "Outage refund"];
    expect(await grantCredits(db, parsedGrant(request), granted)).toBe(0);
    expect(granted.text()).toBe("granted 100 credits; balance now 120");

    const overdraw = output();
    expect(
      await grantCredits(
        db,
        parsedGrant(["--email", "sam@example.com", "--amount=-500", "--reason", "x"]),
        overdraw,
      ),
    ).toBe(1);
    expect(overdraw.text()).toContain("the balance is smaller than 500: nothing was removed");

    const healthy = output();
    expect(await checkLedger(db, healthy)).toBe(0);
    expect(healthy.text()).toContain("ledger ok");
    const rows = await listTransactions({ db, userId: "u1", order: "asc" });
    expect(rows.at(-1)).toMatchObject({
      transaction_type: "adjustment",
      amount: 100,
      description: "Outage refund",
      balance_after: 120,
    });

    await db.update(profiles).set({ credits: 5 }).where(eq(profiles.id, "u1"));
    const broken = output();
    expect(await checkLedger(db, broken)).toBe(1);
    expect(broken.text()).toContain("user u1: profile credits 5 but ledger sum 120");
    // Put the balance back: the ledger invariant is checked after each test.
    await db.update(profiles).set({ credits: 120 }).where(eq(profiles.id, "u1"));
  });

  // As a process of its own: the command refuses while another process (the server, here this
  // test) holds the embedded database, as a grant would be lost. PGlite only: the lock is its.
  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "credits:grant, run as a command, refuses while another process holds the embedded database",
    // A Node process of its own: about 2 s on a quiet machine, 9 s beside a load test and a suite.
    { timeout: 60_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-cli-"));
      const held = await openDatabase({ dataDir });
      try {
        const result = spawnSync(
          process.execPath,
          [
            "src/server/cli/credits-grant.ts",
            "--email",
            "sam@example.com",
            "--amount",
            "5",
            "--reason",
            "x",
          ],
          {
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
            encoding: "utf8",
          },
        );
        const said = `${result.stdout}${result.stderr}`;
        expect(result.status, said).toBe(1);
        expect(said).toMatch(/open in another process \(pid \d+\)/);
        expect(said).not.toContain("granted");
        expect(said).not.toMatch(/\n\s+at /);
      } finally {
        await held.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
