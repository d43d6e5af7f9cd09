import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase } from "../src/server/db/database.ts";
import { applyLedgerEntry } from "../src/server/modules/credits/ledger.service.ts";
import { startOpenAiStandIn } from "../tests/helpers/openai-stand-in.ts";
import { startServerProcess } from "../tests/helpers/server-process.ts";

// `npm run bench:chat`: a server process on a fresh PostgreSQL database (BENCH_DATABASE_URL,
// default the local server) answering through the OpenAI stand-in in this process.
// 1. Time to first token our server adds, at CONCURRENCY streams at once: the client's time to
//    the first chunk minus the model's own time to its first chunk.
// 2. Chat starts a second: STARTS short chats, STARTS_CONCURRENCY at a time.
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 200);
const STARTS = Number(process.env.BENCH_STARTS ?? 2000);
const STARTS_CONCURRENCY = Number(process.env.BENCH_STARTS_CONCURRENCY ?? 64);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(2);
  return `p50 ${at(50)}, p90 ${at(90)}, p99 ${at(99)}, max ${(sorted.at(-1) ?? 0).toFixed(2)}`;
};

const name = `permitlm_bench_${randomBytes(4).toString("hex")}`;
const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;

const model = await startOpenAiStandIn("sk-bench");
model.behaviours.set("bench-model", { kind: "answer", text: "You need a permit [1].", delayMs: 0 });
// BENCH_ANSWERER=engine measures the same chats answered by the built-in engine instead.
const withModel = process.env.BENCH_ANSWERER !== "engine";
const server = await startServerProcess({
  DATABASE_URL: url.toString(),
  LOG_LEVEL: "warn",
  ...(withModel
    ? { OPENAI_API_KEY: "sk-bench", OPENAI_BASE_URL: model.baseUrl, CHAT_MODEL: "bench-model" }
    : {}),
});
const database = await openDatabase({ databaseUrl: url.toString(), dataDir: "unused" });

try {
  const signUp = await fetch(`${server.origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin },
    body: JSON.stringify({
      email: "bench@example.com",
      password: "correct horse battery",
      name: "bench",
    }),
  });
  const { user } = (await signUp.json()) as { user: { id: string } };
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await fetch(`${server.origin}/api/credits`, { headers: { cookie } });
  await applyLedgerEntry({
    db: database.db,
    userId: user.id,
    amount: 2 * (CONCURRENCY * 2 + STARTS + 100),
    type: "adjustment",
    description: "bench credits",
    reference: "bench",
  });

  /** One chat; resolves with the client's time to the first chunk and to the end, in ms. */
  const chat = async (mark: string) => {
    const sent = performance.now();
    const response = await fetch(`${server.origin}/api/chat-permits`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "idempotency-key": mark },
      body: JSON.stringify({ query: `Do I need a permit for a deck? [mark:${mark}]` }),
    });
    if (!response.ok || !response.body) throw new Error(`chat ${mark}: HTTP ${response.status}`);
    const reader = response.body.getReader();
    let first = 0;
    for (;;) {
      const { done } = await reader.read();
      if (!first) first = performance.now() - sent;
      if (done) break;
    }
    return { first, whole: performance.now() - sent };
  };

  for (let index = 0; index < 50; index += 1) await chat(`warm-${index}`);

  const added: number[] = [];
  const runs = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, index) =>
      chat(`c-${index}`).then((times) => ({ index, ...times })),
    ),
  );
  for (const run of runs) {
    const timing = model.timings.get(`c-${run.index}`);
    if (timing?.firstChunkAt) added.push(run.first - (timing.firstChunkAt - timing.receivedAt));
  }
  console.log(
    `${CONCURRENCY} concurrent streams; time to first token added by the server ms: ${summary(added)}`,
  );
  console.log(`  client time to first chunk ms: ${summary(runs.map((run) => run.first))}`);

  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: STARTS_CONCURRENCY }, async () => {
      while (next < STARTS) {
        const index = next++;
        await chat(`s-${index}`).catch(() => (failed += 1));
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${STARTS} chats, ${STARTS_CONCURRENCY} at a time, ${failed} failed: ${(STARTS / seconds).toFixed(0)} chat starts (and answers) a second`,
  );
} finally {
  await database.close();
  await server.stop();
  await model.close();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
