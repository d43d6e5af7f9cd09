import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { E2E_DATA_DIR, E2E_MODEL_DATA_DIR } from "../playwright.config.ts";
import { ensureBuild } from "./build.ts";
import { createScratchDatabase } from "../tests/helpers/scratch-database.ts";

// The e2e suite runs against the production build, on a database of its own made fresh each run.
// With TEST_DATABASE_URL (CI sets it), two more servers share a fresh PostgreSQL database for the
// cross-process spec.
ensureBuild();
for (const dir of [E2E_DATA_DIR, E2E_MODEL_DATA_DIR]) rmSync(dir, { recursive: true, force: true });
const adminUrl = process.env.TEST_DATABASE_URL;
const cluster = adminUrl ? await createScratchDatabase(adminUrl, "permitlm_e2e") : undefined;
try {
  execFileSync("playwright", ["test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...(cluster ? { E2E_CLUSTER_DATABASE_URL: cluster.url } : {}) },
  });
} finally {
  await cluster?.drop();
}
