import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { joinWaitlist, listWaitlistSignups } from "../modules/waitlist/waitlist.service.ts";
import { openDatabase } from "./database.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-db-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database", () => {
  it("keeps what was written across a restart of the server", async () => {
    const first = await openDatabase({ dataDir });
    await joinWaitlist({ db: first.db, email: "kept@example.com" });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const emails = (await listWaitlistSignups({ db: second.db })).map((row) => row.email);
      expect(emails).toEqual(["kept@example.com"]);
    } finally {
      await second.close();
    }
  });
});
