import { execFileSync } from "node:child_process";
import postgres from "postgres";
import { findLedgerMismatches } from "../src/server/modules/credits/ledger.service.ts";
import { BENCH_ADMIN_URL } from "./bench-database.ts";
import { startBenchServer } from "./bench-server.ts";

// `npm run test:chaos`: PostgreSQL restarted under load. A server process on a fresh
// database answers balance reads and chats from WORKERS loops; RESTART_AT_SECONDS in, the
// machine's PostgreSQL cluster is restarted (`pg_ctlcluster … restart`, root only). Reports the
// errors, when they stopped after PostgreSQL came back (goal: within 30 s), whether the server
// lived through it, whether the live balance (LISTEN) works again, and the ledger invariant.
// Not part of `npm test`: it restarts the machine's database under every other user of it.
const CLUSTER = (process.env.PG_CLUSTER ?? "15/main").split("/");
const WORKERS = 16;
const RESTART_AT_SECONDS = 5;
const AFTER_SECONDS = 35;

const server = await startBenchServer({ users: 4, credits: 100_000, answerer: "engine" });
const { cookies } = server;

/** Whether a fresh live-balance stream shows the new balance after a chat, within `ms`. */
async function liveBalanceWorks(cookie: string, ms: number): Promise<boolean> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  try {
    const response = await fetch(`${server.origin}/api/realtime`, {
      headers: { cookie },
      signal: stop.signal,
    });
    const reader = response.body!.getReader();
    let seen = "";
    // The stream first sends the balance now; a chat then must send the new one.
    while (!seen.includes("credits")) seen += new TextDecoder().decode((await reader.read()).value);
    seen = "";
    await fetch(`${server.origin}/api/chat-permits`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({
        query: "Do I need a permit for a shed?",
        options: { streaming: false },
      }),
    });
    while (!seen.includes("credits")) seen += new TextDecoder().decode((await reader.read()).value);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

/** When the PostgreSQL server process started (changes when it restarts). */
async function postmasterStart(): Promise<string> {
  const probe = postgres(BENCH_ADMIN_URL, { max: 1, onnotice: () => {} });
  try {
    const [row] = await probe`select pg_postmaster_start_time()::text as started`;
    return String(row?.started);
  } finally {
    await probe.end();
  }
}

try {
  const started = Date.now();
  const until = started + (RESTART_AT_SECONDS + AFTER_SECONDS) * 1000;
  const failures: number[] = [];
  let requests = 0;
  let slowest = 0;
  const worker = async (lane: number) => {
    const cookie = cookies[lane % cookies.length]!;
    while (Date.now() < until) {
      requests += 1;
      const sent = Date.now();
      const chat = lane % 2 === 0;
      const response = await fetch(`${server.origin}/api/${chat ? "chat-permits" : "credits"}`, {
        method: chat ? "POST" : "GET",
        headers: { "content-type": "application/json", cookie },
        ...(chat
          ? { body: JSON.stringify({ query: "Deck?", options: { streaming: false } }) }
          : {}),
      }).catch(() => null);
      await response?.arrayBuffer().catch(() => null);
      slowest = Math.max(slowest, Date.now() - sent);
      if (!response || response.status >= 500) {
        failures.push(Date.now());
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const load = Promise.all(Array.from({ length: WORKERS }, (_, lane) => worker(lane)));
  await new Promise((resolve) => setTimeout(resolve, RESTART_AT_SECONDS * 1000));
  const downAt = Date.now();
  const pgStartedBefore = await postmasterStart();
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", CLUSTER[0]!, CLUSTER[1]!, "restart"]);
  const upAt = Date.now();
  const restarted = (await postmasterStart()) !== pgStartedBefore;
  await load;
  const last = failures.at(-1);
  const alive = (await fetch(`${server.origin}/healthz`).catch(() => null))?.ok === true;
  const live = await liveBalanceWorks(cookies[0]!, 5000);
  const mismatches = await findLedgerMismatches({ db: server.db });
  console.log(
    `PostgreSQL restarted: ${restarted}, in ${upAt - downAt} ms (${requests} requests, ${WORKERS} workers, slowest ${slowest} ms)`,
  );
  console.log(`  5xx or failed requests: ${failures.length}`);
  console.log(
    `  last failure ${last === undefined ? "none" : `${((last - upAt) / 1000).toFixed(1)} s after PostgreSQL was back`} (goal: within 30 s)`,
  );
  console.log(`  server alive afterwards: ${alive}; live balance works again: ${live}`);
  console.log(`  ledger mismatches: ${mismatches.length}`);
  if (
    !restarted ||
    !alive ||
    !live ||
    mismatches.length > 0 ||
    (last !== undefined && last - upAt > 30_000)
  )
    process.exitCode = 1;
} finally {
  await server.stop();
}
