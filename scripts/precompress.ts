import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { SITE_ADDRESS_PLACEHOLDER } from "#shared/site-address.ts";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".txt", ".xml"]);
const MIN_BYTES = 1024;

/**
 * Writes .br and .gz twins of every text file in the build, at the highest levels, once, so the
 * server never compresses on the fly; but for the pages that name the site's address, which the
 * server fills in, then compresses each once (src/server/site/serve-site.ts).
 */
export function precompress(root: string): number {
  let count = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < MIN_BYTES || content.includes(SITE_ADDRESS_PLACEHOLDER)) continue;
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count += 1;
  }
  return count;
}
