import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

export type ServerProcess = {
  origin: string;
  /** `fetch` on this server, shaped like Hono's `app.request`, so the account helpers take either. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

/**
 * How long a server may take to boot. About 5 s on a quiet 2-core machine; a loaded CI machine
 * running two test workers beside it has taken over 40 s.
 */
export const SERVER_BOOT_LIMIT_MS = 100_000;

/** A test's time-out when it boots `boots` server processes one after another. */
export const timeoutForBoots = (boots: number) => boots * SERVER_BOOT_LIMIT_MS + 60_000;

async function waitForReady(origin: string, child: ChildProcess, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} never became ready`);
}

/**
 * A loopback port nothing listens on now: a random one below the system's ephemeral range (which
 * outgoing connections draw from), tried before it is handed out; from `first`, among `count`.
 */
export async function freePort(first = 4300, count = 1500): Promise<number> {
  for (;;) {
    const port = first + Math.floor(Math.random() * count);
    const probe = createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      return port;
    }
  }
}

/**
 * Starts `src/server/index.ts` as its own process (API only) and waits until it is ready. `env`
 * adds to this process's environment; a variable set to `undefined` is left out.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  /** Extra Node.js flags, such as `--cpu-prof` for a bench. */
  nodeArgs: string[] = [],
  /**
   * Where and as whom it runs (default: here, as this user), its port (default: a free one), the
   * script (default: the server; `scripts/start.ts` is `npm start`) and how long it may take to
   * be ready (default: SERVER_BOOT_LIMIT_MS).
   */
  options: {
    cwd?: string;
    uid?: number;
    gid?: number;
    port?: number;
    script?: string;
    readyWithinMs?: number;
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [...nodeArgs, options.script ?? "src/server/index.ts"], {
    cwd: options.cwd,
    uid: options.uid,
    gid: options.gid,
    env: {
      ...process.env,
      NODE_ENV: "development",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close", not "exit": the process may exit before its last log lines have been read from the
  // pipes, and a test reading the output at "exit" then misses them (seen under load).
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(origin, child, options.readyWithinMs ?? SERVER_BOOT_LIMIT_MS);
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}; its output:\n${output}`, { cause: error });
  }
  return {
    origin,
    request: (path, init) => fetch(`${origin}${path}`, init),
    child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
