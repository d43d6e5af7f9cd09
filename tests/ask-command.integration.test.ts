import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { users } from "#server/db/schema.ts";
import { listTransactions } from "#server/modules/credits/ledger.service.ts";
import { openWallet } from "#server/modules/credits/wallet.service.ts";
import { storedChat } from "./helpers/stored-chat.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-ask-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const ADDRESS = "1234 Elm St, Austin, TX 78701";
const QUESTION = "Do I need a permit for a deck?";

function ask(args: string[]) {
  const result = spawnSync(process.execPath, ["src/server/cli/ask.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", OPENAI_API_KEY: "" },
    encoding: "utf8",
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// The command opens the embedded database in its own process, so one run (PGlite) is enough.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("npm run ask --email", () => {
  it("runs the account's paid chat turn: charged 2 credits, stored in its history", async () => {
    const setup = await openDatabase({ dataDir });
    await setup.db.insert(users).values({ id: "asker", name: "Ann", email: "ann@example.com" });
    await openWallet({ db: setup.db, userId: "asker", signupBonus: 20 });
    await setup.close();

    expect(ask(["--address", ADDRESS, "--email", "nobody@example.com", QUESTION]).status).toBe(1);
    const paid = ask(["--address", ADDRESS, "--email", "Ann@Example.com", QUESTION]);
    expect(paid.status).toBe(0);
    expect(paid.stdout).toMatch(/deck/i);
    expect(paid.stderr).toContain("balance: 18 credits");

    const database = await openDatabase({ dataDir });
    try {
      const [charge] = await listTransactions({ db: database.db, userId: "asker", order: "desc" });
      expect(charge).toMatchObject({
        amount: -2,
        transaction_type: "query_usage",
        description: `Chat: ${QUESTION}`,
      });
      expect(await storedChat(database.db, "asker")).toEqual([
        { role: "user", content: QUESTION, status: "complete" },
        { role: "assistant", content: paid.stdout.trimEnd(), status: "complete" },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
