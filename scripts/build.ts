import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { precompress } from "./precompress.ts";
import { BUILD_STAMP, sourceFingerprint } from "./source-fingerprint.ts";

/** The production build: pages (React Router), islands, then compressed twins of each file. */
export function build(): void {
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  run("react-router", ["build"]);
  run("vite", ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"]);
  const files = precompress("build/client");
  writeFileSync(BUILD_STAMP, sourceFingerprint());
  console.info(`[permitlm] build ready (${files} files precompressed)`);
}

if (import.meta.main) build();
