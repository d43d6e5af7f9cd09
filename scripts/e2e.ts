import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_DATA_DIR, E2E_MODEL_DATA_DIR } from "../playwright.config.ts";
import { build } from "./build.ts";
import { buildIsCurrent } from "./source-fingerprint.ts";

// The e2e suite runs against the production build, on a database of its own made fresh each run.
if (!buildIsCurrent()) build();
for (const dir of [E2E_DATA_DIR, E2E_MODEL_DATA_DIR]) rmSync(dir, { recursive: true, force: true });
execFileSync("playwright", ["test", ...process.argv.slice(2)], { stdio: "inherit" });
