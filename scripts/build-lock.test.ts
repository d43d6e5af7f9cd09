import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { withBuildLock } from "./build-lock.ts";

const dir = mkdtempSync(path.join(tmpdir(), "permitlm-build-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A process that asks for a build as `npm start` does: its "build" logs, waits until the test
 * creates `release`, then makes `built` (which is what being current means here).
 */
const STARTER = `
import { appendFileSync, existsSync, writeFileSync } from "node:fs";
import { buildUnlessCurrent } from ${JSON.stringify(path.resolve("scripts/build-lock.ts"))};
const [lock, built, release, log] = process.argv.slice(1);
const made = buildUnlessCurrent(() => existsSync(built), () => {
  appendFileSync(log, "build " + process.pid + "\\n");
  while (!existsSync(release)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  writeFileSync(built, "");
}, lock);
console.info(made ? "made it" : "used another's");
`;

function start(args: string[]) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", STARTER, ...args]);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the build lock", () => {
  it("has a second process started meanwhile wait for the first's build and use it", async () => {
    const [lock, built, release, log] = ["lock", "built", "release", "log"].map((name) =>
      path.join(dir, `together-${name}`),
    );
    const first = start([lock!, built!, release!, log!]);
    await until(() => existsSync(log!), "the first process builds");
    const second = start([lock!, built!, release!, log!]);
    await until(
      () => second.output().includes(`waiting for the build in process ${first.child.pid}`),
      "the second process waits",
    );
    writeFileSync(release!, "");
    expect(await Promise.all([first.exited, second.exited])).toEqual([0, 0]);
    expect(first.output()).toContain("made it");
    expect(second.output()).toContain("another process has just built: using its build");
    expect(second.output()).toContain("used another's");
    expect(readFileSync(log!, "utf8")).toBe(`build ${first.child.pid}\n`);
    expect(existsSync(lock!)).toBe(false);
  }, 30_000);

  it("takes over a lock left by a process that died, and releases it", () => {
    const lock = path.join(dir, "left-over.lock");
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]).pid;
    writeFileSync(lock, `${dead}\n`);
    expect(withBuildLock(() => readFileSync(lock, "utf8"), lock)).toBe(`${process.pid}\n`);
    expect(existsSync(lock)).toBe(false);
  });

  it("releases the lock when the build fails", () => {
    const lock = path.join(dir, "failed.lock");
    expect(() =>
      withBuildLock(() => {
        throw new Error("the build failed");
      }, lock),
    ).toThrow("the build failed");
    expect(existsSync(lock)).toBe(false);
  });
});
