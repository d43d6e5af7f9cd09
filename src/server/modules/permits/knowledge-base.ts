import { CONTENT_DIR, contentPath } from "#content/content-dir.ts";
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { type ZodType, z } from "zod";
import {
  type Amendment,
  amendmentSchema,
  type AuthorityRules,
  authorityRulesSchema,
  type City,
  type CodeRule,
  type LocalEntry,
  citySchema,
  codeRuleSchema,
  localEntrySchema,
  type Exemption,
  exemptionSchema,
  type FeeSchedule,
  feeScheduleSchema,
  type ProjectType,
  projectTypeSchema,
  type Source,
  type StateCodes,
  sourceSchema,
  stateSchema,
  type Timelines,
  timelinesSchema,
  type ValuationTable,
  valuationTableSchema,
} from "./knowledge-schema.ts";

/** Each data file of content/permits/ and the shape it must have. */
export const KNOWLEDGE_FILES = {
  "exemptions.yaml": z.array(exemptionSchema),
  "project-types.yaml": z.array(projectTypeSchema),
  "states.yaml": z.array(stateSchema),
  "cities.yaml": z.array(citySchema),
  "valuation.yaml": valuationTableSchema,
  "fee-schedule.yaml": feeScheduleSchema,
  "timelines.yaml": timelinesSchema,
  "authorities.yaml": authorityRulesSchema,
  "amendments.yaml": z.array(amendmentSchema),
  "code-rules.yaml": z.array(codeRuleSchema),
} as const;

export type KnowledgeBase = {
  sources: Map<string, Source>;
  exemptions: Exemption[];
  projectTypes: ProjectType[];
  states: Map<string, StateCodes>;
  cities: City[];
  valuation: ValuationTable;
  feeSchedule: FeeSchedule;
  timelines: Timelines;
  authorities: AuthorityRules;
  amendments: Amendment[];
  codeRules: CodeRule[];
  /** Authorities and states with their office and the verified facts they add (content/permits/local/). */
  local: LocalEntry[];
};

export const KNOWLEDGE_DIR = contentPath("permits");

/** The project types the product must know; a missing one stops the boot. */
export const REQUIRED_PROJECT_TYPES = [
  "deck",
  "fence",
  "shed",
  "retaining-wall",
  "roof-replacement",
  "window-door-replacement",
  "kitchen-remodel",
  "bathroom-remodel",
  "water-heater",
  "hvac-replacement",
  "electrical-panel",
  "rooftop-solar",
  "ev-charger",
  "addition",
  "adu",
  "garage-conversion",
  "pool",
  "demolition",
  "driveway-flatwork",
  "basement-finish",
] as const;

export function readYaml<T>(file: string, schema: ZodType<T>): T {
  const parsed = schema.safeParse(parse(readFileSync(file, "utf8")));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(
    `${path.relative(CONTENT_DIR, file)}: ${issue?.path.join(".")}: ${issue?.message}`,
  );
}

function uniqueBy<T>(items: T[], key: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(key(item))) throw new Error(`Two ${what} have the id "${key(item)}".`);
    map.set(key(item), item);
  }
  return map;
}

/** Every reference points at something that exists, so no answer can cite a missing source. */
function checkReferences(kb: KnowledgeBase): void {
  const problems: string[] = [];
  const needSource = (ref: string, where: string) => {
    if (!kb.sources.has(ref)) problems.push(`${where} cites unknown source "${ref}"`);
  };
  const projectIds = new Set(kb.projectTypes.map((type) => type.id));
  const exemptionIds = new Set(kb.exemptions.map((exemption) => exemption.id));
  for (const exemption of kb.exemptions) {
    needSource(exemption.source, `exemption ${exemption.id}`);
    for (const type of exemption.projectTypes)
      if (!projectIds.has(type))
        problems.push(`exemption ${exemption.id}: no project type ${type}`);
  }
  for (const type of kb.projectTypes) {
    for (const ref of type.sources) needSource(ref, `project type ${type.id}`);
    for (const when of type.whenNotNeeded)
      if (when.exemption && !exemptionIds.has(when.exemption))
        problems.push(`project type ${type.id}: no exemption ${when.exemption}`);
  }
  for (const state of kb.states.values()) {
    for (const code of [state.residential, state.building, state.energy, state.electrical])
      if (code) needSource(code.source, `state ${state.code}`);
    for (const local of state.localCodes) needSource(local.source, `state ${state.code}`);
    for (const zone of state.specialZones) needSource(zone.source, `state ${state.code}`);
    for (const clock of state.reviewClocks) needSource(clock.source, `state ${state.code}`);
    if (state.adu) needSource(state.adu.source, `state ${state.code} ADU law`);
  }
  for (const city of kb.cities) needSource(city.source, `city ${city.id}`);
  const valued = new Set(
    kb.valuation.rows.flatMap((row) =>
      Object.keys(row.costPerSqFt).map((type) => `${row.occupancy}|${type}`),
    ),
  );
  for (const type of kb.projectTypes)
    if (
      type.valuation &&
      !valued.has(`${type.valuation.occupancy}|${type.valuation.constructionType}`)
    )
      problems.push(
        `project type ${type.id}: no valuation row ${type.valuation.occupancy} ${type.valuation.constructionType}`,
      );
  needSource(kb.valuation.source, "valuation table");
  needSource(kb.feeSchedule.source, "fee schedule");
  needSource(kb.timelines.source, "timelines");
  for (const rule of [...kb.authorities.states, ...kb.authorities.consolidated]) {
    for (const { source } of rule.sources) needSource(source, `authority rule ${rule.state}`);
    if (rule.verified && rule.sources.length === 0)
      problems.push(`authority rule ${rule.state} is verified but names no source`);
  }
  for (const amendment of kb.amendments) {
    needSource(amendment.source, `amendment ${amendment.id}`);
    if (amendment.amends && !exemptionIds.has(amendment.amends))
      problems.push(`amendment ${amendment.id}: no exemption ${amendment.amends}`);
    for (const type of amendment.projectTypes)
      if (!projectIds.has(type))
        problems.push(`amendment ${amendment.id}: no project type ${type}`);
  }
  for (const rule of kb.codeRules) needSource(rule.source, `code rule ${rule.id}`);
  const ruled = new Set(kb.authorities.states.map((rule) => rule.state));
  for (const code of kb.states.keys())
    if (!ruled.has(code)) problems.push(`no authority rule for state ${code}`);
  for (const required of REQUIRED_PROJECT_TYPES)
    if (!projectIds.has(required)) problems.push(`project type ${required} is missing`);
  if (kb.states.size !== 51) problems.push(`${kb.states.size} states, not 50 and DC`);
  if (problems.length > 0)
    throw new Error(`The permit knowledge base is inconsistent:\n  ${problems.join("\n  ")}`);
}

/**
 * The local layer's facts as the rest of the knowledge base holds them: each fact's page becomes a
 * source, and each exemption fact an amendment of its authority (or state).
 */
function fromLocalEntries(entries: LocalEntry[]): { sources: Source[]; amendments: Amendment[] } {
  const sources: Source[] = [];
  const amendments: Amendment[] = [];
  for (const entry of entries)
    for (const fact of entry.facts) {
      const source = `local-${fact.id}`;
      sources.push({
        id: source,
        citation: fact.section,
        title: fact.section,
        publisher: entry.department ?? entry.authority ?? entry.state,
        url: fact.url,
        asOf: fact.asOf,
      });
      if (fact.topic === "exemption" && fact.projectTypes.length > 0)
        amendments.push({
          id: fact.id,
          layer: entry.authority ? "local" : "state",
          state: entry.state,
          authority: entry.authority,
          amends: null,
          projectTypes: fact.projectTypes,
          text: fact.text,
          limits: fact.limits,
          widerLimits: fact.widerLimits,
          permitName: fact.permitName,
          section: fact.section,
          source,
          quote: fact.quote,
          asOf: fact.asOf,
          verified: true,
        });
    }
  return { sources, amendments };
}

/** Reads and checks content/permits/; throws on the first file that does not fit its schema. */
export function loadKnowledgeBase(dir: string = KNOWLEDGE_DIR): KnowledgeBase {
  const file = (name: string) => path.join(dir, name);
  const sourceFiles = readdirSync(file("sources")).filter((name) => name.endsWith(".yaml"));
  const sources = sourceFiles.flatMap((name) =>
    readYaml(path.join(dir, "sources", name), z.array(sourceSchema)),
  );
  const local = readdirSync(file("local"))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .flatMap((name) => readYaml(path.join(dir, "local", name), z.array(localEntrySchema)))
    .map((entry) => ({ ...entry, facts: entry.facts.filter((fact) => fact.verified) }));
  const localLayer = fromLocalEntries(local);
  const kb: KnowledgeBase = {
    sources: uniqueBy([...sources, ...localLayer.sources], (source) => source.id, "sources"),
    exemptions: [
      ...uniqueBy(
        readYaml(file("exemptions.yaml"), z.array(exemptionSchema)),
        (item) => item.id,
        "exemptions",
      ).values(),
    ],
    projectTypes: [
      ...uniqueBy(
        readYaml(file("project-types.yaml"), z.array(projectTypeSchema)),
        (item) => item.id,
        "project types",
      ).values(),
    ],
    states: uniqueBy(
      readYaml(file("states.yaml"), z.array(stateSchema)),
      (state) => state.code,
      "states",
    ),
    cities: [
      ...uniqueBy(
        readYaml(file("cities.yaml"), z.array(citySchema)),
        (city) => city.id,
        "cities",
      ).values(),
    ],
    valuation: readYaml(file("valuation.yaml"), valuationTableSchema),
    feeSchedule: readYaml(file("fee-schedule.yaml"), feeScheduleSchema),
    timelines: readYaml(file("timelines.yaml"), timelinesSchema),
    authorities: readYaml(file("authorities.yaml"), authorityRulesSchema),
    amendments: [
      ...uniqueBy(
        [...readYaml(file("amendments.yaml"), z.array(amendmentSchema)), ...localLayer.amendments],
        (item) => item.id,
        "amendments",
      ).values(),
    ],
    codeRules: readYaml(file("code-rules.yaml"), z.array(codeRuleSchema)),
    local,
  };
  checkReferences(kb);
  return kb;
}

let loaded: KnowledgeBase | null = null;

/** The knowledge base, read once. */
export function getKnowledgeBase(): KnowledgeBase {
  loaded ??= loadKnowledgeBase();
  return loaded;
}

/** The state whose page address is `slug` ("texas"), if the knowledge base has it. */
export function findStateBySlug(kb: KnowledgeBase, slug: string): StateCodes | undefined {
  return [...kb.states.values()].find((state) => state.slug === slug);
}
