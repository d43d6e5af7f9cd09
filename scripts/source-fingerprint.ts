import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Where the build is published (scripts/build.ts): `client`, `server` and the stamp. */
export const BUILD_ROOT = "build";
/** Written by the build: the fingerprint of the sources it was made from. */
export const BUILD_STAMP = `${BUILD_ROOT}/.source-fingerprint`;

const SOURCES = [
  "src/web",
  "src/shared",
  // The loaders' content readers, and the site address they take from the server's settings.
  "src/content",
  "src/server/env.ts",
  "public",
  "content",
  // The /examples page is built from the permit engine's answers (scripts/permit-examples.ts).
  "src/server/modules/permits",
  "src/server/modules/addresses",
  "src/server/modules/examples",
  "scripts/permit-examples.ts",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "vite.islands.config.ts",
  "vite.widget.config.ts",
];

function filesUnder(entry: string): string[] {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return [];
  if (stats.isFile()) return [entry];
  return readdirSync(entry, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.join(item.parentPath, item.name))
    .sort();
}

/**
 * A hash over every file the web build reads, so `npm start` rebuilds exactly when needed. No
 * setting is part of it: the pages carry a placeholder for the site's address, which the server
 * fills in (src/shared/site-address.ts), so PUBLIC_URL and PORT change nothing in the build.
 */
export function sourceFingerprint(): string {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash.update(file).update("\0").update(readFileSync(file)).update("\0");
  }
  return hash.digest("hex");
}

export function buildIsCurrent(): boolean {
  try {
    return readFileSync(BUILD_STAMP, "utf8") === sourceFingerprint();
  } catch {
    return false;
  }
}
