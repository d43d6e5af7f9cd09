import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { findLedgerMismatches } from "../src/server/modules/credits/ledger.service.ts";
import { SCENARIOS, failuresOf } from "./load-scenarios.ts";
import { startBenchServer } from "./bench-server.ts";
import { percentile, setting } from "./stats.ts";

// `npm run bench:soak`: the load suite's scenarios at a steady rate together for
// SOAK_MINUTES (default 30) against one server process on PostgreSQL, sampling the server's
// memory every SAMPLE_SECONDS. Memory drift = the median resident size over the last sixth of
// the run against the median over the run's second sixth (the first is warm-up: JIT, pools,
// caches filling). Goal: drift < 10%, no failed request, the ledger invariant holds.
const MINUTES = setting("SOAK_MINUTES", 30);
const SAMPLE_SECONDS = setting("SAMPLE_SECONDS", 10);
/** Requests a second per scenario: a busy day's mix, well under the machine's ceiling. */
const RATES: Record<string, number> = {
  waitlist: 5,
  "balance read": 50,
  suggestions: 20,
  "chat start and stream": 10,
};

const server = await startBenchServer({ users: 50, credits: 10_000_000 });

type Sample = { at: number; rss: number; heapUsed: number };
const samples: Sample[] = [];
const started = Date.now();

/** The server's resident set size from /proc, and its V8 heap in use from /metrics, in MB. */
async function sample(): Promise<Sample> {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const metrics = await (await fetch(`${server.origin}/metrics`)).text();
  const heapBytes = Number(/^permitlm_nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics)?.[1] ?? 0);
  return { at: (Date.now() - started) / 1000, rss: rssKb / 1024, heapUsed: heapBytes / 2 ** 20 };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
/** The median of a figure over the samples taken between two fractions of the run. */
function medianBetween(from: number, to: number, pick: (sample: Sample) => number) {
  const seconds = MINUTES * 60;
  return median(
    samples.filter((each) => each.at >= from * seconds && each.at < to * seconds).map(pick),
  );
}

let failed = false;
try {
  const sampler = setInterval(() => {
    sample()
      .then((each) => {
        samples.push(each);
        if (samples.length % Math.max(1, Math.round(60 / SAMPLE_SECONDS)) === 0)
          console.log(
            `  ${(each.at / 60).toFixed(1)} min: resident ${each.rss.toFixed(1)} MB, heap in use ${each.heapUsed.toFixed(1)} MB`,
          );
      })
      .catch((error: unknown) => console.error("sample failed", error));
  }, SAMPLE_SECONDS * 1000);
  const target = { origin: server.origin, cookies: server.cookies };
  const runs = await Promise.all(
    SCENARIOS.filter((scenario) => RATES[scenario.name] !== undefined).map(async (scenario) => {
      const rate = RATES[scenario.name] ?? 1;
      const result = await autocannon({
        ...scenario.options(target),
        // Enough connections that a slow answer never holds the rate back.
        connections: Math.max(4, Math.ceil(rate / 2)),
        overallRate: rate,
        duration: MINUTES * 60,
      });
      return { scenario, rate, result };
    }),
  );
  clearInterval(sampler);

  console.log(`\nSoak: ${MINUTES} min, one sample every ${SAMPLE_SECONDS} s`);
  console.log(
    "| Scenario | Rate a second | Requests | Failed | Latency ms p50 / p90 / p99 / max |\n| --- | --- | --- | --- | --- |",
  );
  for (const { scenario, rate, result } of runs) {
    const failures = failuresOf(result);
    if (failures > 0) failed = true;
    const { latency } = result;
    console.log(
      `| ${scenario.name} | ${rate} | ${result.requests.total.toLocaleString("en-US")} | ${failures} | ${latency.p50} / ${latency.p90} / ${latency.p99} / ${latency.max} |`,
    );
  }
  const drift = (pick: (each: Sample) => number) => {
    const early = medianBetween(1 / 6, 2 / 6, pick);
    const late = medianBetween(5 / 6, 1, pick);
    return { early, late, percent: ((late - early) / early) * 100 };
  };
  const rss = drift((each) => each.rss);
  const heap = drift((each) => each.heapUsed);
  const peak = Math.max(...samples.map((each) => each.rss));
  console.log(
    `Resident memory: ${rss.early.toFixed(1)} MB → ${rss.late.toFixed(1)} MB, drift ${rss.percent.toFixed(1)}% (goal < 10%), peak ${peak.toFixed(1)} MB`,
  );
  console.log(
    `V8 heap in use: ${heap.early.toFixed(1)} MB → ${heap.late.toFixed(1)} MB, drift ${heap.percent.toFixed(1)}%`,
  );
  const mismatches = await findLedgerMismatches({ db: server.db });
  console.log(`Server alive: ${server.alive()}; ledger mismatches: ${mismatches.length}`);
  // NaN (a window without samples) fails too: no figure is not a pass.
  if (!(rss.percent < 10) || !server.alive() || mismatches.length > 0) failed = true;
} finally {
  await server.stop();
}
if (failed) process.exitCode = 1;
