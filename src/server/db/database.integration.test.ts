import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import { waitlistSignups } from "./schema.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-db-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database", () => {
  it("keeps what was written across a restart of the server", async () => {
    const first = await openDatabase({ dataDir });
    await first.db.insert(waitlistSignups).values({ email: "kept@example.com" });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const rows = await second.db.select({ email: waitlistSignups.email }).from(waitlistSignups);
      const emails = rows.map((row) => row.email);
      expect(emails).toEqual(["kept@example.com"]);
    } finally {
      await second.close();
    }
  });
});
