import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Held while a build runs, so that two `npm start` (or `npm run build`, the e2e suite, …) in one
 * checkout never build at once: the second waits for the first and then uses its build. The file
 * holds the holder's process id; a lock whose holder died is taken over.
 */
export const BUILD_LOCK = "build/.lock";

const POLL_MS = 200;
/** A lock this old is left over whoever holds it (a build takes a minute or two): a reused pid. */
const STALE_AFTER_MS = 20 * 60_000;
/** An empty lock is being written (create, then write) unless it stays empty this long. */
const EMPTY_GRACE_MS = 5_000;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

type Holder = { text: string; pid: number; ageMs: number };

function readHolder(lockFile: string): Holder | undefined {
  try {
    const text = readFileSync(lockFile, "utf8");
    const ageMs = Date.now() - statSync(lockFile).mtimeMs;
    return { text, pid: Number.parseInt(text, 10), ageMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined; // just released
    throw error;
  }
}

function isLeftOver({ text, pid, ageMs }: Holder): boolean {
  if (ageMs > STALE_AFTER_MS) return true;
  if (text.trim() === "") return ageMs > EMPTY_GRACE_MS;
  return !(Number.isInteger(pid) && pid > 0 && alive(pid));
}

/** Removes the lock file only while it still says what we read (not a newer holder's). */
function removeIf(lockFile: string, text: string): void {
  if (readHolder(lockFile)?.text === text) rmSync(lockFile, { force: true });
}

/** Runs `work` holding the build lock, waiting (blocking) for another process's build first. */
export function withBuildLock<T>(work: () => T, lockFile: string = BUILD_LOCK): T {
  mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine = `${process.pid}\n`;
  let waitingFor: number | undefined;
  for (;;) {
    try {
      writeFileSync(lockFile, mine, { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockFile);
    if (!holder) continue;
    if (isLeftOver(holder)) {
      removeIf(lockFile, holder.text);
      continue;
    }
    if (waitingFor !== holder.pid) {
      waitingFor = holder.pid;
      console.info(`[permitlm] waiting for the build in process ${holder.pid} to finish`);
    }
    sleep(POLL_MS);
  }
  try {
    return work();
  } finally {
    removeIf(lockFile, mine);
  }
}

/**
 * `make` unless `isCurrent()`, under the lock, asking again once it holds it: a process that
 * waited for another's build uses that build instead of making its own. True when it built.
 */
export function buildUnlessCurrent(
  isCurrent: () => boolean,
  make: () => void,
  lockFile: string = BUILD_LOCK,
): boolean {
  if (isCurrent()) return false;
  return withBuildLock(() => {
    if (isCurrent()) {
      console.info("[permitlm] another process has just built: using its build");
      return false;
    }
    make();
    return true;
  }, lockFile);
}
