import { fork, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { startOpenAiStandIn } from "../tests/helpers/openai-stand-in.ts";
import { freePort, startServerProcess } from "../tests/helpers/server-process.ts";
import { createBenchDatabase } from "./bench-database.ts";
import { signUpWithCredits } from "./bench-user.ts";
import { cpuMeter, postgresPids } from "./process-cpu.ts";
import { percentile, setting } from "./stats.ts";

// `npm run bench:relay` (ADR 020): what PermitLM's whole paid chat path (auth, debit, grounding,
// relay, store) adds over a bare relay that pipes the model's stream unchanged (the floor), both
// in front of one OpenAI-style stand-in answering 40 pieces 5 ms apart, measured interleaved in
// one run, on PGlite and on PostgreSQL (BENCH_RELAY_DATABASES=pglite,postgres).
// - Added time to first token: the client's time to the first word, less the stand-in's own time
//   from receiving the request to sending that word (so the model's time is not counted).
//   Sequentially (BENCH_RELAY_SEQUENTIAL chats each), and in bursts of BENCH_RELAY_BURST started
//   at once by as many users (BENCH_RELAY_BURSTS bursts each).
// - CPU per chat of the relaying process (the floor's, PermitLM's server), from /proc.
const SEQUENTIAL = setting("BENCH_RELAY_SEQUENTIAL", 200);
const BURST = setting("BENCH_RELAY_BURST", 50);
const BURSTS = setting("BENCH_RELAY_BURSTS", 4);
const WARM_UP = 20;
const DATABASES = (process.env.BENCH_RELAY_DATABASES ?? "pglite,postgres").split(",");
/**
 * BENCH_RELAY_PORTKEY=<dir>: also the Portkey AI gateway, a proxy that neither bills nor stores,
 * installed in <dir> from ../shared/peers/portkey (its README has the two commands). Its stream
 * handler waits 25 ms before the first piece by design: compare its bursts and CPU, not its
 * sequential time to first word.
 */
const PORTKEY_DIR = process.env.BENCH_RELAY_PORTKEY;
const MODEL = "relay-bench";
const API_KEY = "sk-relay";
/** A new account's credits: 10 chats. */
const CHATS_PER_USER = 10;

const model = await startOpenAiStandIn(API_KEY);
model.behaviours.set(MODEL, {
  kind: "answer",
  text: Array.from({ length: 40 }, (_, index) => `word${index} `).join(""),
  delayMs: 5,
});
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 * BURST });

/** Starts the floor relay as its own process; resolves once it listens. */
async function startFloor() {
  const port = await freePort();
  const child = fork(path.join(import.meta.dirname, "floor-relay.ts"), [
    String(port),
    model.baseUrl,
  ]);
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`the floor relay exited (${code})`)));
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

/** Starts the Portkey gateway from its install directory; resolves once it answers. */
async function startPortkey(dir: string) {
  const port = await freePort();
  const gateway = path.join(dir, "node_modules/@portkey-ai/gateway/build/start-server.js");
  const child = spawn(process.execPath, [gateway, `--port=${port}`, "--headless"], {
    env: { ...process.env, NODE_ENV: "production" },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error("the Portkey gateway did not start");
}

/** POSTs `body` and resolves to the ms from sending to the first word ("word0") of the answer. */
function timeToFirstWord(url: string, headers: Record<string, string>, body: string) {
  return new Promise<number>((resolve, reject) => {
    const sent = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        if (response.statusCode !== 200) reject(new Error(`HTTP ${response.statusCode}`));
        let text = "";
        let first: number | null = null;
        response.setEncoding("utf8");
        response.on("data", (piece: string) => {
          text += piece;
          if (first === null && text.includes("word0")) first = performance.now() - sent;
        });
        response.on("end", () =>
          first === null ? reject(new Error("no words in the answer")) : resolve(first),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

type Path = "floor" | "permitLm" | "portkey";

let marks = 0;
/** One chat through a path; resolves to the time it added to the model's own first word. */
async function addedBy(send: (mark: string) => Promise<number>): Promise<number> {
  const mark = `relay-${(marks += 1)}`;
  const clientFirst = await send(mark);
  const timing = model.timings.get(mark);
  if (!timing?.firstChunkAt) throw new Error(`the stand-in has no timing for ${mark}`);
  return clientFirst - (timing.firstChunkAt - timing.receivedAt);
}

const question = (mark: string) => `Do I need a permit for a deck? [mark:${mark}]`;

const modelRequest = (mark: string) =>
  JSON.stringify({
    model: MODEL,
    stream: true,
    messages: [{ role: "user", content: question(mark) }],
  });

const viaFloor = (origin: string) => (mark: string) =>
  timeToFirstWord(
    `${origin}/v1/chat/completions`,
    { authorization: `Bearer ${API_KEY}` },
    modelRequest(mark),
  );

const viaPortkey = (origin: string) => (mark: string) =>
  timeToFirstWord(
    `${origin}/v1/chat/completions`,
    {
      authorization: `Bearer ${API_KEY}`,
      "x-portkey-provider": "openai",
      "x-portkey-custom-host": model.baseUrl,
    },
    modelRequest(mark),
  );

function viaPermitLm(origin: string, cookies: string[]) {
  let next = 0;
  return (mark: string) =>
    timeToFirstWord(
      `${origin}/api/chat-permits`,
      { cookie: cookies[next++ % cookies.length] ?? "", "idempotency-key": mark },
      JSON.stringify({ query: question(mark) }),
    );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const p = (values: number[], at: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    at,
  );

async function measure(database: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-relay-"));
  const postgres = database === "postgres" ? await createBenchDatabase("permitlm_relay") : null;
  const server = await startServerProcess(
    {
      ...(postgres ? { DATABASE_URL: postgres.url } : { DATABASE_URL: "", DATA_DIR: dataDir }),
      LOG_LEVEL: "warn",
      SIGN_IN_RATE_LIMIT: "100000",
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: model.baseUrl,
      CHAT_MODEL: MODEL,
    },
    // BENCH_PROFILE=dir writes the server's CPU profile there when it stops.
    process.env.BENCH_PROFILE ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
  );
  const floor = await startFloor();
  const portkey = PORTKEY_DIR ? await startPortkey(PORTKEY_DIR) : null;
  try {
    const chats = WARM_UP + SEQUENTIAL + BURST * BURSTS;
    // Chats go to the users in turn, so the streams of a burst are all different users' (as
    // concurrent chats are), and no user asks more than their credits allow.
    const users = Math.max(BURST, Math.ceil(chats / CHATS_PER_USER));
    const cookies: string[] = [];
    for (let user = 0; user < users; user += 1)
      cookies.push(
        await signUpWithCredits({
          origin: server.origin,
          email: `relay-${user}@example.com`,
          credits: 0,
        }),
      );
    const permitLm = viaPermitLm(server.origin, cookies);
    const paths: [Path, (mark: string) => Promise<number>][] = [
      ["floor", viaFloor(floor.origin)],
      ["permitLm", permitLm],
    ];
    if (portkey) paths.push(["portkey", viaPortkey(portkey.origin)]);
    for (let index = 0; index < WARM_UP; index += 1)
      for (const [, send] of paths) await addedBy(send);

    const meter = cpuMeter({
      server: () => [server.child.pid ?? 0],
      floor: () => [floor.child.pid ?? 0],
      portkey: () => (portkey ? [portkey.child.pid ?? 0] : []),
      postgres: postgresPids,
    });
    const sequential: Record<Path, number[]> = { floor: [], permitLm: [], portkey: [] };
    for (let index = 0; index < SEQUENTIAL; index += 1)
      // Each path goes first in turn, so none always meets a warmer machine.
      for (let step = 0; step < paths.length; step += 1) {
        const [name, send] = paths[(index + step) % paths.length]!;
        sequential[name].push(await addedBy(send));
      }
    const cpu = meter();

    const burst: Record<Path, number[]> = { floor: [], permitLm: [], portkey: [] };
    for (let round = 0; round < BURSTS; round += 1)
      for (const [name, send] of paths)
        burst[name].push(
          ...(await Promise.all(Array.from({ length: BURST }, () => addedBy(send)))),
        );

    const floorCpu = ((cpu.floor ?? 0) * 1000) / SEQUENTIAL;
    const serverCpu = ((cpu.server ?? 0) * 1000) / SEQUENTIAL;
    const postgresCpu = ((cpu.postgres ?? 0) * 1000) / SEQUENTIAL;
    const portkeyCpu = ((cpu.portkey ?? 0) * 1000) / SEQUENTIAL;
    const seqP50 = p(sequential.permitLm, 50) - p(sequential.floor, 50);
    console.log(
      `\n${database}: ${SEQUENTIAL} chats each, sequential; ${BURSTS} bursts of ${BURST}`,
    );
    console.log(
      `  added time to first word, sequential p50 / p99: floor ${ms(p(sequential.floor, 50))} / ${ms(p(sequential.floor, 99))}; PermitLM ${ms(p(sequential.permitLm, 50))} / ${ms(p(sequential.permitLm, 99))}; PermitLM over the floor at p50: ${ms(seqP50)} (goal ≤ 2.4 ms)`,
    );
    console.log(
      `  added time to first word, ${BURST} at once p50 / p99: floor ${ms(p(burst.floor, 50))} / ${ms(p(burst.floor, 99))}; PermitLM ${ms(p(burst.permitLm, 50))} / ${ms(p(burst.permitLm, 99))}; over the floor ${ms(p(burst.permitLm, 50) - p(burst.floor, 50))} / ${ms(p(burst.permitLm, 99) - p(burst.floor, 99))} (goal ≤ 25 / ≤ 100 ms)`,
    );
    console.log(
      `  CPU per chat: floor ${ms(floorCpu)}, PermitLM's server ${ms(serverCpu)} (${(serverCpu / floorCpu).toFixed(1)}× the floor, goal ≤ 3×)${postgres ? `, PostgreSQL ${ms(postgresCpu)}` : ""}`,
    );
    if (portkey)
      console.log(
        `  Portkey gateway: sequential p50 / p99 ${ms(p(sequential.portkey, 50))} / ${ms(p(sequential.portkey, 99))} (25 ms of it by design); ${BURST} at once p50 / p99 ${ms(p(burst.portkey, 50))} / ${ms(p(burst.portkey, 99))}, over the floor ${ms(p(burst.portkey, 50) - p(burst.floor, 50))} / ${ms(p(burst.portkey, 99) - p(burst.floor, 99))}; CPU per chat ${ms(portkeyCpu)} (${(portkeyCpu / floorCpu).toFixed(1)}× the floor)`,
      );
  } finally {
    floor.child.kill();
    portkey?.child.kill();
    await server.stop();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  for (const database of DATABASES) await measure(database);
} finally {
  agent.destroy();
  await model.close();
}
