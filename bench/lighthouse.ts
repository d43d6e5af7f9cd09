import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureBuild } from "../scripts/build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/helpers/chromium.ts";
import { setting } from "./stats.ts";

// `node bench/lighthouse.ts PATH` (`npm run bench:landing`, `npm run bench:guide`): JavaScript
// shipped by a prerendered page and its Lighthouse scores (mobile, the default form factor),
// against the production build on this machine, served at this address (canonical links).
const PORT = 4180;
const RUNS = setting("LIGHTHOUSE_RUNS", 3);
const origin = `http://127.0.0.1:${PORT}`;
const page = process.argv[2] ?? "/";
process.env.PUBLIC_URL = origin;

/** The script and every module it imports statically (an island's shared chunks), by URL path. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(path.join("build/client", file), "utf8");
  for (const match of code.matchAll(/(?:from|import)\s*["'](\.\.?\/[^"']+)["']/g))
    withImports(path.posix.join(path.posix.dirname(file), match[1] ?? ""), seen);
  return seen;
}

/** Gzipped bytes of every script the page's HTML loads, with the modules they import. */
function pageScriptBytes(): { files: string[]; gzipBytes: number } {
  const html = readFileSync(path.join("build/client", page, "index.html"), "utf8");
  const files = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? "");
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );
  const all = [...new Set([...files, ...preloads].flatMap((file) => [...withImports(file)]))];
  const gzipBytes = all.reduce(
    (sum, file) =>
      sum + gzipSync(readFileSync(path.join("build/client", file)), { level: 9 }).length,
    0,
  );
  return { files: all, gzipBytes };
}

async function waitForServer() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

ensureBuild();
const scripts = pageScriptBytes();
const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-bench-"));
const server: ChildProcess = spawn("node", ["src/server/index.ts"], {
  stdio: "ignore",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PUBLIC_URL: origin,
  },
});
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});
try {
  await waitForServer();
  const scores: Record<string, number[]> = {
    performance: [],
    accessibility: [],
    "best-practices": [],
    seo: [],
  };
  const metrics: Record<string, number[]> = { fcp: [], lcp: [], tbt: [], cls: [] };
  /** The audits that cost a category points, in any run: what to fix when a score drops. */
  const failed = new Set<string>();
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(scores),
    });
    if (!result) throw new Error("lighthouse returned no result");
    const { categories, audits } = result.lhr;
    for (const key of Object.keys(scores))
      scores[key]?.push(Math.round((categories[key]?.score ?? 0) * 100));
    for (const key of Object.keys(scores))
      for (const ref of categories[key]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 1)
          failed.add(`${key}: ${ref.id} (${audit?.title ?? ""})`);
      }
    metrics.fcp?.push(audits["first-contentful-paint"]?.numericValue ?? 0);
    metrics.lcp?.push(audits["largest-contentful-paint"]?.numericValue ?? 0);
    metrics.tbt?.push(audits["total-blocking-time"]?.numericValue ?? 0);
    metrics.cls?.push(audits["cumulative-layout-shift"]?.numericValue ?? 0);
  }
  console.log(`${page} scripts: ${scripts.files.join(", ")}`);
  console.log(`${page} JavaScript: ${(scripts.gzipBytes / 1024).toFixed(1)} KB gzipped`);
  console.log(`Lighthouse (mobile), median of ${RUNS} runs:`);
  for (const [key, values] of Object.entries(scores))
    console.log(`  ${key}: ${median(values)} (runs: ${values.join(", ")})`);
  for (const audit of failed) console.log(`  below full marks: ${audit}`);
  console.log(
    `  FCP ${Math.round(median(metrics.fcp ?? []))} ms, LCP ${Math.round(median(metrics.lcp ?? []))} ms, ` +
      `TBT ${Math.round(median(metrics.tbt ?? []))} ms, CLS ${median(metrics.cls ?? []).toFixed(3)}`,
  );
} finally {
  chrome.kill();
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
