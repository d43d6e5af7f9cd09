import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signUp } from "./helpers/accounts.ts";
import { startOpenAiStandIn } from "./helpers/openai-stand-in.ts";
import { startServerProcess } from "./helpers/server-process.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-chat-abort-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("a chat client that leaves mid-answer", () => {
  // A real server process and a real model server over sockets; PGlite is enough.
  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "has the model request aborted within a second",
    async () => {
      const model = await startOpenAiStandIn("sk-abort");
      model.behaviours.set("slow-model", {
        kind: "answer",
        text: Array.from({ length: 400 }, (_, index) => `word${index}`).join(" "),
        delayMs: 20,
      });
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        OPENAI_API_KEY: "sk-abort",
        OPENAI_BASE_URL: model.baseUrl,
        CHAT_MODEL: "slow-model",
      });
      try {
        const { cookie } = await signUp(server, "leaver@example.com");
        await fetch(`${server.origin}/api/credits`, { headers: { cookie } });

        const leave = new AbortController();
        const response = await fetch(`${server.origin}/api/chat-permits`, {
          method: "POST",
          headers: { "content-type": "application/json", cookie, "idempotency-key": "leave-1" },
          body: JSON.stringify({ query: "Do I need a permit for a deck?" }),
          signal: leave.signal,
        });
        expect(response.status).toBe(200);
        const reader = response.body!.getReader();
        expect(new TextDecoder().decode((await reader.read()).value)).toContain('"content"');
        const leftAt = Date.now();
        leave.abort();
        await expect.poll(() => model.abortedAt[0], { timeout: 3000 }).not.toBeNull();
        expect((model.abortedAt[0] ?? Infinity) - leftAt).toBeLessThan(1000);
      } finally {
        await server.stop();
        await model.close();
      }
    },
    // It starts the server and a model stand-in as processes: several seconds on a quiet machine.
    90_000,
  );
});
