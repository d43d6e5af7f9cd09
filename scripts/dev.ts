import { type ChildProcess, spawn } from "node:child_process";
import { writePermitExamples } from "./permit-examples.ts";

// `npm run dev`: the API restarts on every server change (node --watch) and Vite serves the
// pages with hot reload, forwarding /api to the API.
const API_PORT = process.env.DEV_API_PORT ?? "3001";

// The /examples page reads the engine's answers from a file the build writes (see build.ts).
writePermitExamples();

/** The API restarts when the code it runs changes (src/content: the feeds read the guides). */
const WATCHED = ["src/server", "src/shared", "src/content"].map((dir) => `--watch-path=${dir}`);

const children: ChildProcess[] = [
  spawn("node", [...WATCHED, "src/server/index.ts"], {
    stdio: "inherit",
    // The browser is on Vite's port, so links and the trusted origin point there.
    env: {
      PUBLIC_URL: "http://localhost:5173",
      ...process.env,
      NODE_ENV: "development",
      PORT: API_PORT,
      HOST: "127.0.0.1",
    },
  }),
  spawn("react-router", ["dev"], {
    stdio: "inherit",
    env: { ...process.env, DEV_API_PORT: API_PORT },
  }),
];

function stopAll(signal: NodeJS.Signals) {
  for (const child of children) child.kill(signal);
}
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));
for (const child of children) {
  child.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}
