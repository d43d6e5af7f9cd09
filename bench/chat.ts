import http from "node:http";
import { BENCH_MODEL, startBenchServer } from "./bench-server.ts";
import { cpuMeter, postgresPids } from "./process-cpu.ts";
import { setting, summary } from "./stats.ts";

// `npm run bench:chat`: a server process on a fresh PostgreSQL database (BENCH_DATABASE_URL,
// default the local server), answering through the OpenAI stand-in in this process
// (BENCH_ANSWERER=engine: the built-in engine instead), signed-in users spread over USERS.
// 1. Streams: STREAMS answers in flight at once for STREAM_SECONDS, each a model answer of
//    STREAM_WORDS words, one every STREAM_GAP_MS, as a real model streams. Time to first token
//    added by our server = the client's time to its first chunk − the model's own (the stand-in's
//    time from the request to its first chunk); the server's own view is its Server-Timing total.
// 2. Starts: short answers, STARTS_CONCURRENCY at a time for STARTS_SECONDS: chats a second, and
//    the CPU each chat costs the server, PostgreSQL and this process (client and stand-in).
const USERS = setting("BENCH_USERS", 20);
const STREAMS = setting("BENCH_STREAMS", 200);
const STREAM_SECONDS = setting("BENCH_STREAM_SECONDS", 30);
const STREAM_WORDS = setting("BENCH_STREAM_WORDS", 150);
const STREAM_GAP_MS = setting("BENCH_STREAM_GAP_MS", 50);
const STARTS_CONCURRENCY = setting("BENCH_STARTS_CONCURRENCY", 64);
const STARTS_SECONDS = setting("BENCH_STARTS_SECONDS", 15);
const withModel = process.env.BENCH_ANSWERER !== "engine";

const server = await startBenchServer({
  users: USERS,
  credits: 1_000_000,
  answerer: withModel ? "model" : "engine",
  // BENCH_PROFILE=dir writes the server's CPU profile there when it stops.
  nodeArgs: process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [],
});
const { model, cookies } = server;
const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i} `).join("");
const { hostname, port } = new URL(server.origin);
const agent = new http.Agent({ keepAlive: true, maxSockets: STREAMS + STARTS_CONCURRENCY });

type ChatTimes = { first: number; whole: number; serverFirst: number | null };

/** One chat over a kept-alive connection; times in ms from sending the request. */
function chat(cookie: string, mark: string): Promise<ChatTimes> {
  const body = JSON.stringify({ query: `Do I need a permit for a deck? [mark:${mark}]` });
  return new Promise((resolve, reject) => {
    const sent = performance.now();
    const request = http.request(
      {
        agent,
        hostname,
        port,
        path: "/api/chat-permits",
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          cookie,
          "idempotency-key": mark,
        },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`chat ${mark}: HTTP ${response.statusCode}`));
          return;
        }
        const timing = /total;[^,]*dur=([\d.]+)/.exec(String(response.headers["server-timing"]));
        let first = 0;
        response.on("data", () => (first ||= performance.now() - sent));
        response.on("end", () =>
          resolve({
            first,
            whole: performance.now() - sent,
            serverFirst: timing?.[1] ? Number(timing[1]) : null,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Runs `lanes` loops of chats until `seconds` pass; resolves to every chat's times. */
async function chatsFor(options: {
  lanes: number;
  seconds: number;
  /** Spreads the lanes' first chats over this many ms, so they do not all start at once. */
  rampMs?: number;
  prefix: string;
}) {
  const until = performance.now() + options.seconds * 1000;
  const runs: (ChatTimes & { mark: string })[] = [];
  let failed = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: options.lanes }, async (_, lane) => {
      const delay = ((options.rampMs ?? 0) * lane) / options.lanes;
      await new Promise((resolve) => setTimeout(resolve, delay));
      while (performance.now() < until) {
        const index = next++;
        const mark = `${options.prefix}-${index}`;
        try {
          runs.push({ mark, ...(await chat(cookies[index % cookies.length] ?? "", mark)) });
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { runs, failed };
}

try {
  // The server asks the stand-in for CHAT_MODEL: the bench sets how that model answers.
  const streamBehaviour = {
    kind: "answer",
    text: words(STREAM_WORDS),
    delayMs: STREAM_GAP_MS,
  } as const;
  const shortBehaviour = { kind: "answer", text: "You need a permit [1].", delayMs: 0 } as const;
  model.behaviours.set(BENCH_MODEL, shortBehaviour);
  await chatsFor({ lanes: 8, seconds: 3, prefix: "warm" });

  model.behaviours.set(BENCH_MODEL, streamBehaviour);
  const streams = await chatsFor({
    lanes: STREAMS,
    seconds: STREAM_SECONDS,
    rampMs: STREAM_WORDS * STREAM_GAP_MS,
    prefix: "stream",
  });
  const added: number[] = [];
  for (const run of streams.runs) {
    const timing = withModel ? model.timings.get(run.mark) : undefined;
    const modelFirst = timing?.firstChunkAt ? timing.firstChunkAt - timing.receivedAt : 0;
    added.push(run.first - modelFirst);
  }
  const answerer = withModel ? "the model stand-in" : "the built-in engine";
  console.log(
    `Streams: ${STREAMS} at once for ${STREAM_SECONDS} s through ${answerer} (${STREAM_WORDS} words, one every ${STREAM_GAP_MS} ms): ${streams.runs.length} chats, ${streams.failed} failed`,
  );
  console.log(`  time to first token added by our server, ms: ${summary(added)}`);
  console.log(
    `  the server's own time to first token (Server-Timing), ms: ${summary(streams.runs.flatMap((run) => run.serverFirst ?? []))}`,
  );
  console.log(`  whole answer, ms: ${summary(streams.runs.map((run) => run.whole))}`);

  model.behaviours.set(BENCH_MODEL, shortBehaviour);
  const serverPid = server.pid;
  const meter = cpuMeter({ server: () => [serverPid], postgres: postgresPids });
  const benchCpuBefore = process.cpuUsage();
  const started = performance.now();
  const starts = await chatsFor({
    lanes: STARTS_CONCURRENCY,
    seconds: STARTS_SECONDS,
    prefix: "start",
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = meter();
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const perChat = (cpuSeconds: number) =>
    ((cpuSeconds * 1000) / Math.max(1, starts.runs.length)).toFixed(2);
  console.log(
    `Starts: short answers through ${answerer}, ${STARTS_CONCURRENCY} at a time for ${STARTS_SECONDS} s: ${starts.runs.length} chats, ${starts.failed} failed, ${(starts.runs.length / seconds).toFixed(0)} chats a second`,
  );
  console.log(
    `  CPU per chat, ms: server ${perChat(cpu.server ?? 0)}, PostgreSQL ${perChat(cpu.postgres ?? 0)}, bench client and stand-in ${perChat((benchCpu.user + benchCpu.system) / 1e6)}`,
  );
  console.log(`  whole chat, ms: ${summary(starts.runs.map((run) => run.whole))}`);
} finally {
  agent.destroy();
  await server.stop();
}
