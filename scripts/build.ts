import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writePermitExamples } from "./permit-examples.ts";
import { precompress } from "./precompress.ts";
import { BUILD_STAMP, sourceFingerprint } from "./source-fingerprint.ts";
import { checkWidgetBudget } from "./widget-budget.ts";

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

/** The production build: pages (React Router), islands, then compressed twins of each file. */
export function build(): void {
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
  // The /examples page is prerendered from the permit engine's answers, written first.
  writePermitExamples();
  run("react-router", ["build"]);
  run("vite", ["build", "--config", "vite.islands.config.ts", "--logLevel", "warn"]);
  run("vite", ["build", "--config", "vite.widget.config.ts", "--logLevel", "warn"]);
  decodePrerenderedFolders("build/client");
  dropModulePreloads(["build/client/blog", "build/client/resources", "build/client/docs"]);
  checkWidgetBudget("build/client");
  const files = precompress("build/client");
  writeFileSync(BUILD_STAMP, sourceFingerprint());
  console.info(`[permitlm] build ready (${files} files precompressed)`);
}

if (import.meta.main) build();
