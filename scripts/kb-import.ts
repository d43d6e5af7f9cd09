// `npm run kb:import -- <batch.yaml> …`: merges researched local-layer entries (the format of
// content/permits/local/README.md, plus `check`/`checkNotes` notes from a fact-check) into the
// region files of content/permits/local/. A new authority is appended to its region's file; one
// already on file gets the fields it lacks (an office, a population) and the facts whose ids are
// new. Comments and order in the region files are kept. Run `npm run format` after it.
import { readFileSync, writeFileSync } from "node:fs";
import { isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from "yaml";
import { sameAuthority } from "#server/modules/permits/jurisdiction.ts";
import { localEntrySchema } from "#server/modules/permits/knowledge-schema.ts";

const REGION: Record<string, string> = {};
for (const [file, states] of Object.entries({
  "west.yaml": "MT WY CO NM AZ UT ID NV CA OR WA AK HI",
  "south.yaml": "FL NC SC GA TN KY LA AR OK AL MS TX",
  "northeast.yaml": "NY NJ PA MA CT RI NH VT ME VA WV DE MD DC",
  "midwest.yaml": "OH IN IL MI WI MN IA MO KS NE ND SD",
}))
  for (const state of states.split(" ")) REGION[state] = file;

const dir = "content/permits/local/";
const docs = new Map(
  Object.values(REGION)
    .filter((file, index, all) => all.indexOf(file) === index)
    .map((file) => [file, parseDocument(readFileSync(dir + file, "utf8"))]),
);
const FIELDS = [
  "department",
  "website",
  "portal",
  "phone",
  "address",
  "servedPopulation",
  "permitsFrom",
  "issuesFor",
  "issuesPermits",
];
const existingIds = new Set<string>();
for (const doc of docs.values())
  for (const entry of (doc.contents as YAMLSeq).items as YAMLMap[])
    for (const fact of ((entry.get("facts") as YAMLSeq | undefined)?.items ?? []) as YAMLMap[])
      existingIds.add(String(fact.get("id")));

let added = 0; // entries appended
let merged = 0;
let facts = 0;
const report: string[] = [];
for (const file of process.argv.slice(2)) {
  const entries = parseDocument(readFileSync(file, "utf8")).toJS() as Record<string, unknown>[];
  for (const raw of entries) {
    const checked = localEntrySchema.safeParse(raw);
    if (!checked.success) {
      report.push(
        `${file}: ${String(raw.authority)} ${raw.state}: ${checked.error.issues[0]?.path.join(".")} ${checked.error.issues[0]?.message}`,
      );
      continue;
    }
    const state = String(raw.state);
    const name = raw.authority as string | null;
    const doc = docs.get(REGION[state] ?? "");
    if (!doc) throw new Error(`no region for ${state}`);
    const seq = doc.contents as YAMLSeq;
    const existing = (seq.items as YAMLMap[]).find(
      (entry) =>
        entry.get("state") === state &&
        ((name === null && entry.get("authority") === null) ||
          (name !== null &&
            typeof entry.get("authority") === "string" &&
            sameAuthority(String(entry.get("authority")), name))),
    );
    const newFacts = ((raw.facts as Record<string, unknown>[] | undefined) ?? []).filter((fact) => {
      const id = String(fact.id);
      if (existingIds.has(id)) {
        report.push(`duplicate fact id ${id} skipped`);
        return false;
      }
      existingIds.add(id);
      return true;
    });
    facts += newFacts.length;
    if (!existing) {
      seq.items.push(doc.createNode({ ...raw, authority: name }));
      added += 1;
      continue;
    }
    merged += 1;
    for (const field of FIELDS) {
      const value = raw[field];
      const current = existing.get(field);
      const empty =
        current === undefined || current === null || (isSeq(current) && current.items.length === 0);
      if (
        value !== undefined &&
        value !== null &&
        empty &&
        !(Array.isArray(value) && value.length === 0)
      )
        existing.set(field, doc.createNode(value));
    }
    if (raw.checkNotes) existing.set("checkNotes", doc.createNode(raw.checkNotes));
    const factSeq = existing.get("facts");
    if (isSeq(factSeq)) for (const fact of newFacts) factSeq.items.push(doc.createNode(fact));
    else existing.set("facts", doc.createNode(newFacts));
    if (!isMap(existing)) throw new Error("entry is not a map");
  }
}
for (const [file, doc] of docs) writeFileSync(dir + file, doc.toString({ lineWidth: 0 }));
console.log(`added ${added} entries, merged into ${merged}, ${facts} facts`);
for (const line of report) console.log(line);
