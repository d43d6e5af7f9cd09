import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  makeCorruptPdf,
  makeMislabelledPdf,
  makePasswordProtectedPdf,
} from "./sample-documents/broken-files.ts";
import { renderOwnerAuthorization } from "./sample-documents/owner-authorization.ts";
import { makePlanSet } from "./sample-documents/plan-set.ts";

/**
 * `npm run fixtures:documents`: writes the sample permit documents the document reader's tests
 * use (tests/fixtures/documents/, committed; see its README). Run again only to change them.
 */
const FOLDER = "tests/fixtures/documents";

const scans = await renderOwnerAuthorization();
const files: Record<string, Uint8Array> = {
  "plan-set.pdf": await makePlanSet(),
  "owner-authorization-scan.png": scans.png,
  "owner-authorization-photo.jpg": scans.jpeg,
  "corrupt.pdf": makeCorruptPdf(),
  "mislabelled.pdf": makeMislabelledPdf(),
  "password-protected.pdf": await makePasswordProtectedPdf(),
};

mkdirSync(FOLDER, { recursive: true });
let total = 0;
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(path.join(FOLDER, name), bytes);
  total += bytes.byteLength;
  console.info(`${name.padEnd(32)} ${(bytes.byteLength / 1024).toFixed(1).padStart(7)} KB`);
}
console.info(`${"total".padEnd(32)} ${(total / 1024).toFixed(1).padStart(7)} KB`);
