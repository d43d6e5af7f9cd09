import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { signUp } from "./helpers/accounts.ts";
import { startOpenAiStandIn } from "./helpers/openai-stand-in.ts";
import { startServerProcess, timeoutForBoots } from "./helpers/server-process.ts";

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
    timeoutForBoots(1),
  );
});

describe("a client that closes the connection mid-body", () => {
  it.skipIf(process.env.TEST_DATABASE === "postgres")(
    "gets no 500 and leaves no error in the log",
    async () => {
      const server = await startServerProcess({
        DATA_DIR: `${dataDir}-body`,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
      });
      try {
        const { hostname, port } = new URL(server.origin);
        for (const target of ["/api/waitlist", "/api/address-autocomplete"]) {
          const socket = connect(Number(port), hostname);
          await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
          socket.write(
            `POST ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${server.origin}\r\n` +
              `Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email": "half`,
          );
          await new Promise((resolve) => setTimeout(resolve, 200));
          socket.destroy();
        }
        // The server is still answering, and its log has no failed request.
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
        expect(server.output()).not.toMatch(/request failed|"level":50|"statusCode":500/);
      } finally {
        await server.stop();
        rmSync(`${dataDir}-body`, { recursive: true, force: true });
      }
    },
    // A server process: several seconds on a quiet machine.
    timeoutForBoots(1),
  );
});
