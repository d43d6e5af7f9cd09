import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SITE_ADDRESS_PLACEHOLDER } from "#shared/site-address.ts";
import { buildIsCurrent } from "../scripts/source-fingerprint.ts";
import { freePort, type ServerProcess, startServerProcess } from "./helpers/server-process.ts";

/**
 * A build (about 30 s on a quiet 2-core machine, when the checkout's build is not current) and two
 * boots at once (about 10 s): under a third of this.
 */
const TIMEOUT_MS = 180_000;
const GUIDE = "/blog/texas-permit-patchwork";

const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** Vitest's own settings, which a build in the child must not see. */
const withoutVitest = Object.fromEntries(
  Object.keys(process.env)
    .filter((name) => name.startsWith("VITEST") || name === "TEST")
    .map((name) => [name, undefined]),
);

/** Two ports ≥ 7100 (the range this checkout's tests use), different from each other. */
async function twoPorts(): Promise<[number, number]> {
  const first = await freePort(7100, 900);
  let second = first;
  while (second === first) second = await freePort(7100, 900);
  return [first, second];
}

// `npm start` twice at once in one checkout, on two ports, as issue 21 found it: each used to
// rebuild for its own port (the default PUBLIC_URL was in the pages and the build's fingerprint)
// into the same folder, and one crashed. It runs on PGlite whatever the run.
describe.skipIf(process.env.TEST_DATABASE === "postgres")("two `npm start` at once", () => {
  it(
    "build at most once between them, and each serves the pages on its own address",
    async () => {
      const ports = await twoPorts();
      const started = performance.now();
      const booted = await Promise.allSettled(
        ports.map((port) => {
          const dataDir = mkdtempSync(path.join(tmpdir(), "permitlm-start-"));
          dataDirs.push(dataDir);
          return startServerProcess(
            // No PUBLIC_URL: each takes its default, http://localhost:<its port>.
            { ...withoutVitest, DATA_DIR: dataDir, DATABASE_URL: "", PUBLIC_URL: undefined },
            [],
            { port, script: "scripts/start.ts", readyWithinMs: TIMEOUT_MS - 30_000 },
          );
        }),
      );
      for (const each of booted) if (each.status === "fulfilled") servers.push(each.value);
      for (const each of booted) if (each.status === "rejected") throw each.reason;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);

      const outputs = servers.map((server) => server.output());
      const builders = outputs.filter((output) => output.includes("[permitlm] build ready"));
      console.info(`two starts ready in ${seconds} s; ${builders.length} built`);
      expect(builders.length).toBeLessThanOrEqual(1);
      // The other one waited for that build and used it rather than making its own.
      if (builders.length === 1)
        expect(outputs.join("\n")).toContain("another process has just built: using its build");
      expect(buildIsCurrent()).toBe(true);

      for (const [index, server] of servers.entries()) {
        const address = `http://localhost:${ports[index]}`;
        const landing = await server.request("/");
        expect(landing.status).toBe(200);
        expect(await landing.text()).toContain("PermitLM");
        const guide = await server.request(GUIDE, { headers: { "accept-encoding": "br" } });
        expect(guide.status).toBe(200);
        const html = await guide.text();
        expect(html).toContain(`<link rel="canonical" href="${address}${GUIDE}"/>`);
        expect(html).toContain(`<meta property="og:url" content="${address}${GUIDE}"/>`);
        expect(html).not.toContain(SITE_ADDRESS_PLACEHOLDER);
      }
    },
    TIMEOUT_MS,
  );
});
