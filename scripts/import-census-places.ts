import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";

// `node scripts/import-census-places.ts [path/to/places.csv]`: copies the Census places file
// (shared data set, MIT licence) into content/addresses/, keeping only the rows jurisdiction
// resolution reads: states, counties, incorporated places, census-designated places and county
// subdivisions (towns and townships). ZCTAs and metro areas are dropped.
const from =
  process.argv[2] ??
  new URL("../../shared/data/census-places/places.csv", import.meta.url).pathname;
const folder = new URL("../content/addresses/", import.meta.url);
const KEPT = new Set(["state", "county", "city", "town", "village", "borough", "cdp"]);

const rows: { id: string; name: string; type: string }[] = parse(readFileSync(from, "utf8"), {
  columns: true,
});
const kept = rows.filter((row) => KEPT.has(row.type)).sort((a, b) => a.id.localeCompare(b.id));
writeFileSync(new URL("census-places.csv", folder), stringify(kept, { header: true }));
copyFileSync(from.replace(/places\.csv$/, "LICENSE"), new URL("census-places.LICENSE", folder));
console.log(`kept ${kept.length} of ${rows.length} rows`);
