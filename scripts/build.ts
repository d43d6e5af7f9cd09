import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { SITE_ADDRESS_PLACEHOLDER } from "#shared/site-address.ts";
import { buildUnlessCurrent, withBuildLock } from "./build-lock.ts";
import { writePermitExamples } from "./permit-examples.ts";
import { precompress } from "./precompress.ts";
import {
  BUILD_ROOT,
  BUILD_STAMP,
  buildIsCurrent,
  sourceFingerprint,
} from "./source-fingerprint.ts";
import { checkWidgetBudget } from "./widget-budget.ts";

/** What a build makes under its folder (React Router's `client` and `server`), published together. */
const OUTPUTS = ["client", "server"];
/** A build in progress, and a replaced one being removed: `build/.staging-<pid>`, `build/.old-<pid>`. */
const SCRATCH_FOLDER = /^\.(staging|old)-\d+$/;

/**
 * The prerenderer names a page's folder after its encoded path ("blog/tag/building%20codes");
 * the server looks files up by the decoded path, so the folders take their decoded names.
 */
function decodePrerenderedFolders(root: string): void {
  const encoded = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => /%[0-9A-F]{2}/i.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Deepest first, so renaming a folder never moves a path still to be renamed.
    .sort((a, b) => b.length - a.length);
  for (const from of encoded)
    renameSync(from, path.join(path.dirname(from), decodeURIComponent(path.basename(from))));
}

/**
 * Reading pages (guides, resources, the user guide) paint before the app's scripts download: without the
 * modulepreload hints the browser fetches the scripts after the HTML, not in competition with the
 * stylesheet and the article (docs/decisions/013-content-pages.md).
 */
function dropModulePreloads(folders: string[]): void {
  for (const folder of folders)
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name !== "index.html") continue;
      const file = path.join(entry.parentPath, entry.name);
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(/<link rel="modulepreload"[^>]*>/g, ""),
      );
    }
}

/**
 * The server writes its address in place of the placeholder in pages and data files only
 * (src/server/site/serve-site.ts): anywhere else, or cut up (say, URL-encoded into a share link),
 * the placeholder would reach browsers as it is. The build stops on either.
 */
function checkSiteAddressPlaceholders(root: string): void {
  const host = new URL(SITE_ADDRESS_PLACEHOLDER).host;
  const problems: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = readFileSync(file, "latin1");
    const named = text.split(host).length - 1;
    if (named === 0) continue;
    if (!/\.(html|data)$/.test(file)) problems.push(`${file}: not a page or data file`);
    else if (text.split(SITE_ADDRESS_PLACEHOLDER).length - 1 !== named)
      problems.push(`${file}: ${host} not always as ${SITE_ADDRESS_PLACEHOLDER}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The site-address placeholder would reach browsers unreplaced:\n  ${problems.join("\n  ")}`,
    );
  }
}

/** Makes the whole build in `out` (a folder of its own), stamped with the sources it read. */
function buildInto(out: string): void {
  // Taken first: sources edited during the build make it stale rather than wrongly current.
  const fingerprint = sourceFingerprint();
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      stdio: "inherit",
      // PERMITLM_BUILD_OUTPUT: where react-router.config.ts and the Vite configs write.
      env: { ...process.env, NODE_ENV: "production", PERMITLM_BUILD_OUTPUT: out },
    });
  // The /examples page is prerendered from the permit engine's answers, written first.
  writePermitExamples();
  run("react-router", ["build"]);
  run("vite", ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"]);
  run("vite", ["build", "--config", "vite.widget.config.ts", "--logLevel", "warn"]);
  const client = path.join(out, "client");
  decodePrerenderedFolders(client);
  dropModulePreloads(["blog", "resources", "docs"].map((folder) => path.join(client, folder)));
  checkSiteAddressPlaceholders(client);
  checkWidgetBudget(client);
  const files = precompress(client);
  writeFileSync(path.join(out, path.basename(BUILD_STAMP)), fingerprint);
  console.info(`[permitlm] build ready (${files} files precompressed)`);
}

/**
 * Puts a finished build in `build/`, by renames: a server that starts meanwhile finds the old
 * build or the new one whole, never one half written. The stamp goes first and comes back last,
 * so a process that asks meanwhile finds the build not current and waits for the lock.
 */
function publish(staging: string): void {
  rmSync(BUILD_STAMP, { force: true });
  const old = path.join(BUILD_ROOT, `.old-${process.pid}`);
  mkdirSync(old, { recursive: true });
  for (const name of OUTPUTS) {
    const from = path.join(staging, name);
    const to = path.join(BUILD_ROOT, name);
    if (existsSync(to)) renameSync(to, path.join(old, name));
    if (existsSync(from)) renameSync(from, to);
  }
  renameSync(path.join(staging, path.basename(BUILD_STAMP)), BUILD_STAMP);
  rmSync(old, { recursive: true, force: true });
}

/** Builds in a folder of its own, then publishes it; the caller holds the build lock. */
function buildLocked(): void {
  mkdirSync(BUILD_ROOT, { recursive: true });
  // Left by a build that was stopped: no other build runs while we hold the lock.
  for (const name of readdirSync(BUILD_ROOT))
    if (SCRATCH_FOLDER.test(name)) rmSync(path.join(BUILD_ROOT, name), { recursive: true });
  const staging = path.join(BUILD_ROOT, `.staging-${process.pid}`);
  try {
    buildInto(staging);
    publish(staging);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** The production build: pages (React Router), islands, then compressed twins of each file. */
export function build(): void {
  withBuildLock(buildLocked);
}

/**
 * Builds when the sources changed since the last build (`npm start`, the e2e suite, benches).
 * Processes started together build once: the others wait for that build and use it.
 */
export function ensureBuild(): void {
  buildUnlessCurrent(buildIsCurrent, buildLocked);
}

if (import.meta.main) build();
