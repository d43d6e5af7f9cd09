import { type ChildProcess, spawn } from "node:child_process";

export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<number | null>;
};

async function waitForReady(origin: string) {
  for (let attempt = 0; attempt < 160; attempt += 1) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin} never became ready`);
}

/** Starts `src/server/index.ts` as its own process (API only) and waits until it is ready. */
export async function startServerProcess(
  env: Record<string, string>,
  /** Extra Node.js flags, such as `--cpu-prof` for a bench. */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = 4300 + Math.floor(Math.random() * 1500);
  const child = spawn(process.execPath, [...nodeArgs, "src/server/index.ts"], {
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
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  await waitForReady(origin);
  return {
    origin,
    child,
    output: () => output,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
  };
}
