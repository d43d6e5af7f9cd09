import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project's `content/` folder, found from this module's own place rather than the working
 * directory: up the folders until one holds `content/permits`. The same code finds it from the
 * source (`src/content/`) and from the bundle the build runs to prerender pages (under `build/`).
 */
function findContentDir(): string {
  const here = fileURLToPath(import.meta.url);
  for (let dir = path.dirname(here); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "content");
    if (existsSync(path.join(candidate, "permits"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no content/ folder above ${here}`);
  }
}

export const CONTENT_DIR = findContentDir();

/** A file or folder of `content/`: `contentPath("addresses", "zip-places.csv")`. */
export const contentPath = (...segments: string[]) => path.join(CONTENT_DIR, ...segments);
