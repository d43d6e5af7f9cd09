import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { signUp } from "./helpers/accounts.ts";
import { creditEvents } from "./helpers/credit-events.ts";
import {
  type ServerProcess,
  startServerProcess,
  timeoutForBoots,
} from "./helpers/server-process.ts";
import {
  createEmptyPostgresDatabase,
  createTestDatabase,
  type TestDatabase,
} from "./helpers/test-app.ts";

// Two real server processes on one PostgreSQL database: how the server scales out (docs/deploy.md).
describe.skipIf(process.env.TEST_DATABASE !== "postgres")(
  "two server processes on one PostgreSQL",
  () => {
    let database: TestDatabase;
    let first: ServerProcess;
    let second: ServerProcess;

    beforeAll(async () => {
      database = await createTestDatabase();
      const env = { DATABASE_URL: database.url ?? "", AUTH_SECRET: "" };
      first = await startServerProcess(env);
      second = await startServerProcess(env);
    }, timeoutForBoots(2));
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.destroy();
    });

    it("shares sessions, and a purchase fulfilled through one reaches a browser on the other within 1 s", async () => {
      const { cookie } = await signUp(first, "scale@example.com");

      // The session made by the first process is valid on the second (shared generated secret).
      const stream = await fetch(`${second.origin}/api/realtime`, { headers: { cookie } });
      expect(stream.status).toBe(200);
      const events = creditEvents(stream);
      expect(await events.next(3000)).toBe(20);

      const created = await fetch(`${first.origin}/api/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({ pack: "1K" }),
      });
      const id = new URL(((await created.json()) as { url: string }).url).pathname
        .split("/")
        .at(-1);
      const started = Date.now();
      const paid = await fetch(`${first.origin}/api/checkout/test/${id}/complete`, {
        method: "POST",
        headers: { cookie },
      });
      expect(paid.status).toBe(200);
      expect(await events.next(1000)).toBe(1020);
      expect(Date.now() - started).toBeLessThan(1000);
      await events.cancel();
    });

    it("processes started together on an empty database all boot (one migrates, the others wait)", async () => {
      // Found by the cross-process e2e: without the migration lock all but one failed to boot.
      const empty = await createEmptyPostgresDatabase();
      try {
        const opened = await Promise.allSettled(
          Array.from({ length: 4 }, () =>
            openDatabase({ databaseUrl: empty.url, dataDir: "unused" }),
          ),
        );
        for (const each of opened) if (each.status === "fulfilled") await each.value.close();
        expect(opened.map((each) => each.status)).toEqual(Array(4).fill("fulfilled"));
      } finally {
        await empty.drop();
      }
    });
  },
);
