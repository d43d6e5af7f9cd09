import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, timeoutForBoots } from "./helpers/server-process.ts";
import { createEmptyPostgresDatabase } from "./helpers/test-app.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  // It boots on PGlite whatever the run, so the PostgreSQL run need not repeat it.
  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "notes its embedded defaults, serves, and on SIGTERM closes cleanly with exit code 0",
    async () => {
      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "" });
      const joined = await fetch(`${server.origin}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "process@example.com" }),
      });
      expect(joined.status).toBe(201);
      expect(await server.stop()).toBe(0);
      const output = server.output();
      expect(output).toContain("DATABASE_URL is not set: using the embedded database (PGlite)");
      expect(output.match(/DATABASE_URL is not set/g)).toHaveLength(1);
      expect(output).toContain("purchases use the built-in TEST checkout");
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"stopped"');
    },
    // It boots the server as a process of its own: several seconds on a quiet machine.
    timeoutForBoots(1),
  );

  it.skipIf(process.env.TEST_DATABASE !== "postgres")(
    "on PostgreSQL, stops with exit code 0 and nothing logged amiss, three times out of three",
    async () => {
      const database = await createEmptyPostgresDatabase();
      try {
        for (let run = 0; run < 3; run += 1) {
          const server = await startServerProcess({ DATABASE_URL: database.url });
          expect((await fetch(`${server.origin}/api/credits`)).status).toBe(401);
          expect(await server.stop()).toBe(0);
          const afterStop = server.output().split('"msg":"shutting down"')[1] ?? "";
          // Found by the image check: the live-balance UNLISTEN raced the database's close and
          // failed on a closed connection (a warning), about two stops in three.
          expect(afterStop).not.toMatch(/"level":(40|50|60)/);
          expect(afterStop).toContain('"msg":"stopped"');
        }
      } finally {
        await database.drop();
      }
    },
    timeoutForBoots(3),
  );
});
