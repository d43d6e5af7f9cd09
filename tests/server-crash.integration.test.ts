import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, rowsOf } from "#server/db/database.ts";
import { findLedgerMismatches } from "#server/modules/credits/ledger.service.ts";
import { balanceOf, signUp } from "./helpers/accounts.ts";
import { startOpenAiStandIn } from "./helpers/openai-stand-in.ts";
import {
  type ServerProcess,
  startServerProcess,
  timeoutForBoots,
} from "./helpers/server-process.ts";
import { createTestDatabase } from "./helpers/test-app.ts";

const USERS = 5;
const CHATS_PER_USER = 10; // a new account's 20 credits

/** Starts a chat and resolves once its first words have arrived; the rest keeps streaming. */
async function startChat(server: ServerProcess, cookie: string, key: string) {
  const response = await fetch(`${server.origin}/api/chat-permits`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "idempotency-key": key },
    body: JSON.stringify({ query: "Do I need a permit for a deck?" }),
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  await reader.read();
  // The server is about to die: the rest of the stream ends in an error nobody waits for.
  void reader.read().catch(() => {});
}

const json = async <T>(server: ServerProcess, cookie: string, url: string): Promise<T> =>
  (await fetch(`${server.origin}${url}`, { headers: { cookie } })).json() as Promise<T>;

describe("a server process killed while answers stream", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-crash-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    "leaves no answer pending after a restart: each is refunded once, and the ledger holds",
    async () => {
      const postgres = process.env.TEST_DATABASE === "postgres";
      const database = postgres ? await createTestDatabase() : null;
      const dbSettings: Record<string, string> = database?.url
        ? { DATABASE_URL: database.url }
        : { DATABASE_URL: "", DATA_DIR: dataDir };
      const model = await startOpenAiStandIn("sk-crash");
      model.behaviours.set("slow-model", {
        kind: "answer",
        text: Array.from({ length: 300 }, (_, index) => `word${index}`).join(" "),
        delayMs: 30,
      });
      const settings = {
        ...dbSettings,
        LOG_LEVEL: "warn",
        SIGN_IN_RATE_LIMIT: "1000",
        OPENAI_API_KEY: "sk-crash",
        OPENAI_BASE_URL: model.baseUrl,
        CHAT_MODEL: "slow-model",
        CHAT_ABANDONED_AFTER_SECONDS: "1",
      };
      let server = await startServerProcess(settings);
      let inspect: DatabaseHandle | null = null;
      try {
        const cookies: string[] = [];
        for (let index = 0; index < USERS; index += 1)
          cookies.push((await signUp(server, `crash-${index}@example.com`)).cookie);
        const first = server;
        await Promise.all(
          cookies.flatMap((cookie, user) =>
            Array.from({ length: CHATS_PER_USER }, (_, chat) =>
              startChat(first, cookie, `crash-${user}-${chat}`),
            ),
          ),
        );
        for (const cookie of cookies) expect(await balanceOf(first, cookie)).toBe(0);

        first.child.kill("SIGKILL");
        await new Promise((resolve) => first.child.once("exit", resolve));
        server = await startServerProcess(settings);

        // The restarted process sweeps at boot: every user gets their 20 credits back.
        for (const cookie of cookies)
          await expect
            .poll(() => balanceOf(server, cookie), {
              timeout: 10_000,
            })
            .toBe(20);
        for (const cookie of cookies) {
          const { transactions } = await json<{
            transactions: { transaction_type: string }[];
          }>(server, cookie, "/api/credits/transactions");
          const count = (type: string) =>
            transactions.filter((row) => row.transaction_type === type).length;
          expect(count("query_usage")).toBe(CHATS_PER_USER);
          expect(count("refund")).toBe(CHATS_PER_USER);
        }
        // A retry of a refunded question may be asked again (and is charged again).
        model.behaviours.set("slow-model", { kind: "answer", text: "You need a permit [1]." });
        await startChat(server, cookies[0]!, "crash-0-0");
        expect(await balanceOf(server, cookies[0]!)).toBe(18);

        await server.stop();
        inspect = database ?? (await openDatabase({ dataDir }));
        const [pending] = rowsOf<{ count: number }>(
          await inspect.db.execute(
            sql`select count(*)::int as count from chat_messages where status = 'pending'`,
          ),
        );
        // The retried answer finished streaming before the graceful stop.
        expect(pending?.count).toBe(0);
        expect(await findLedgerMismatches({ db: inspect.db })).toEqual([]);
      } finally {
        await server.stop();
        await model.close();
        if (inspect && inspect !== database) await inspect.close();
        await database?.destroy();
      }
    },
    timeoutForBoots(2),
  ); // two boots of a server process, about 5 s each on a quiet machine
});
