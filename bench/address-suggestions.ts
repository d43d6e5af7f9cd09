import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServerProcess } from "../tests/helpers/server-process.ts";
import { setting, summary } from "./stats.ts";
import { TYPED_ADDRESSES } from "./typed-addresses.ts";

// `npm run bench:addresses`: offline address suggestions at 100 requests a second for 10 s
// against a real server process on loopback; prints the server's own time (its Server-Timing
// header) and the round trip, as percentiles.
const RATE_PER_SECOND = 100;
const DURATION_SECONDS = setting("BENCH_SECONDS", 10);

const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-bench-"));
const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });
const ask = (input: string) =>
  fetch(`${server.origin}/api/address-autocomplete`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ input, sessionToken: "bench" }),
  });
try {
  // Warm up (JIT, first connections) before measuring.
  for (let index = 0; index < 300; index += 1)
    await (await ask(TYPED_ADDRESSES[index % TYPED_ADDRESSES.length] ?? "")).arrayBuffer();
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  let failures = 0;
  const total = RATE_PER_SECOND * DURATION_SECONDS;
  const started = performance.now();
  const requests: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / RATE_PER_SECOND;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    requests.push(
      ask(TYPED_ADDRESSES[index % TYPED_ADDRESSES.length] ?? "").then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failures += 1;
        const total = /total;[^,]*dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "");
        if (total?.[1]) serverTimes.push(Number(total[1]));
        latencies.push(performance.now() - sent);
      }),
    );
  }
  await Promise.all(requests);
  console.log(`${total} requests at ${RATE_PER_SECOND}/s, ${failures} failed`);
  console.log(`server time ms (Server-Timing): ${summary(serverTimes)}`);
  console.log(`round trip ms: ${summary(latencies)}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
