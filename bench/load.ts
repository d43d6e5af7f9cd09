import autocannon from "autocannon";
import { findLedgerMismatches } from "../src/server/modules/credits/ledger.service.ts";
import { SCENARIOS, failuresOf } from "./load-scenarios.ts";
import { startBenchServer } from "./bench-server.ts";
import { setting } from "./stats.ts";
import { cpuMeter, postgresPids } from "./process-cpu.ts";

// `npm run bench:load`: autocannon against a server process on a fresh PostgreSQL
// database, with the OpenAI stand-in answering chats, one scenario after another: LOAD_SECONDS
// each (after WARM_SECONDS of warm-up) with LOAD_CONNECTIONS kept-alive connections (chats: 128)
// sending as fast as answers come. Prints requests a second, latency percentiles, failures and the CPU each
// request costs the server and PostgreSQL; then the ledger invariant. Load generator, stand-in,
// PostgreSQL and server share the machine's cores.
const LOAD_SECONDS = setting("LOAD_SECONDS", 15);
const WARM_SECONDS = setting("WARM_SECONDS", 3);
const CONNECTIONS = setting("LOAD_CONNECTIONS", 32);
const only = process.env.LOAD_ONLY;

const server = await startBenchServer({ users: 50, credits: 10_000_000 });
const target = { origin: server.origin, cookies: server.cookies };
const rows: string[] = [];
let failed = false;
try {
  for (const scenario of SCENARIOS.filter((each) => !only || each.name.includes(only))) {
    const options = { connections: CONNECTIONS, ...scenario.options(target) };
    await autocannon({ ...options, duration: WARM_SECONDS });
    const meter = cpuMeter({ server: () => [server.pid], postgres: postgresPids });
    const result = await autocannon({ ...options, duration: LOAD_SECONDS });
    const cpu = meter();
    const perRequest = (seconds = 0) =>
      ((seconds * 1000) / Math.max(1, result.requests.total)).toFixed(2);
    const failures = failuresOf(result);
    if (failures > 0) failed = true;
    const { latency } = result;
    rows.push(
      `| ${scenario.name} | ${options.connections} | ${Math.round(result.requests.average).toLocaleString("en-US")} | ${latency.p50} / ${latency.p90} / ${latency.p99} / ${latency.max} | ${failures} of ${result.requests.total.toLocaleString("en-US")} | ${perRequest(cpu.server)} / ${perRequest(cpu.postgres)} |`,
    );
    console.log(`${scenario.name}: ${scenario.what}`);
    console.log(rows.at(-1));
  }
  const mismatches = await findLedgerMismatches({ db: server.db });
  console.log(`\n${LOAD_SECONDS} s a scenario after ${WARM_SECONDS} s of warm-up`);
  console.log(
    "| Scenario | Connections | Requests a second | Latency ms p50 / p90 / p99 / max | Failed | CPU per request ms: server / PostgreSQL |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(row);
  console.log(`Server alive: ${server.alive()}; ledger mismatches: ${mismatches.length}`);
  if (!server.alive() || mismatches.length > 0) failed = true;
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
