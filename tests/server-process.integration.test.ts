import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function waitForOk(url: string) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never answered`);
}

describe("the server process", () => {
  // It boots on PGlite whatever the run, so the PostgreSQL run need not repeat it.
  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "notes its embedded database, serves, and on SIGTERM closes cleanly with exit code 0",
    async () => {
      const port = 4300 + Math.floor(Math.random() * 500);
      const child = spawn(process.execPath, ["src/server/index.ts"], {
        env: {
          ...process.env,
          NODE_ENV: "development",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: dataDir,
          LOG_LEVEL: "info",
          DATABASE_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

      await waitForOk(`http://127.0.0.1:${port}/readyz`);
      const joined = await fetch(`http://127.0.0.1:${port}/api/waitlist`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "process@example.com" }),
      });
      expect(joined.status).toBe(201);
      child.kill("SIGTERM");

      expect(await exited).toBe(0);
      expect(output).toContain("DATABASE_URL is not set: using the embedded database (PGlite)");
      expect(output.match(/DATABASE_URL is not set/g)).toHaveLength(1);
      expect(output).toContain('"msg":"shutting down"');
      expect(output).toContain('"msg":"stopped"');
    },
  );
});
