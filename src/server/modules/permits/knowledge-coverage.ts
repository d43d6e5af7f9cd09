import type { KnowledgeBase } from "./knowledge-base.ts";
import type { LocalEntry, LocalFact } from "./knowledge-schema.ts";

/**
 * The US resident population on April 1, 2020 (2020 Census), the base of the coverage share.
 * Source: U.S. Census Bureau, "2020 Census Apportionment Results" (census.gov), as of 2021-04-26.
 */
export const US_POPULATION_2020 = 331_449_281;

/** A fact is due for a fresh check a year after its as-of date, unless it says otherwise. */
export function reviewDueOf(fact: Pick<LocalFact, "asOf" | "reviewDue">): string {
  if (fact.reviewDue) return fact.reviewDue;
  const due = new Date(`${fact.asOf}T00:00:00Z`);
  due.setUTCFullYear(due.getUTCFullYear() + 1);
  return due.toISOString().slice(0, 10);
}

export type StaleFact = { place: string; id: string; asOf: string; reviewDue: string; url: string };

/** The local and state layers' facts past their review date on `today` (YYYY-MM-DD), oldest first. */
export function staleFacts(kb: KnowledgeBase, today: string): StaleFact[] {
  return kb.local
    .flatMap((entry) =>
      entry.facts.map((fact) => ({
        place: entry.authority ?? entry.state,
        id: fact.id,
        asOf: fact.asOf,
        reviewDue: reviewDueOf(fact),
        url: fact.url,
      })),
    )
    .filter((fact) => fact.reviewDue < today)
    .sort((a, b) => a.reviewDue.localeCompare(b.reviewDue) || a.id.localeCompare(b.id));
}

export type EntryKind = "state" | "city" | "town" | "county" | "consolidated";

/** What kind of government a local entry is: a state, a municipality, a county or both at once. */
export function entryKind(kb: KnowledgeBase, entry: LocalEntry): EntryKind {
  const name = entry.authority;
  if (name === null) return "state";
  const consolidated = kb.authorities.consolidated.some(
    (item) => item.state === entry.state && item.authority === name,
  );
  if (consolidated || name === "District of Columbia") return "consolidated";
  if (/\b(County|Parish|Borough|Census Area)$/.test(name)) return "county";
  if (/^City of /.test(name)) return "city";
  return "town";
}

export type Coverage = {
  entries: Record<EntryKind, number>;
  facts: { model: number; state: number; local: number };
  /** Residents whose permit authority has a local layer with a served-population figure. */
  population: { served: number; share: number; withFigure: number; withoutFigure: string[] };
};

/**
 * How far the local layer reaches: authorities on file by kind, facts in each layer (the model
 * code's exemptions and rules, the states' entries and codes, the local entries), and the share
 * of the US population whose permit authority has a local layer.
 */
export function coverageOf(kb: KnowledgeBase): Coverage {
  const entries: Record<EntryKind, number> = {
    state: 0,
    city: 0,
    town: 0,
    county: 0,
    consolidated: 0,
  };
  let stateFacts = 0;
  let localFacts = 0;
  let served = 0;
  let withFigure = 0;
  const withoutFigure: string[] = [];
  for (const entry of kb.local) {
    const kind = entryKind(kb, entry);
    // An authority with neither its office nor a verified fact on file has no local layer yet.
    if (kind !== "state" && !entry.department && !entry.website && entry.facts.length === 0)
      continue;
    entries[kind] += 1;
    if (kind === "state") {
      stateFacts += entry.facts.length;
      continue;
    }
    localFacts += entry.facts.length;
    if (entry.servedPopulation) {
      served += entry.servedPopulation.count;
      withFigure += 1;
    } else withoutFigure.push(`${entry.authority}, ${entry.state}`);
  }
  const stateCodes = [...kb.states.values()].reduce(
    (sum, state) => sum + state.notes.length + state.reviewClocks.length + 1,
    0,
  );
  return {
    entries,
    facts: {
      model: kb.exemptions.length + kb.codeRules.length + kb.projectTypes.length,
      state: stateFacts + stateCodes,
      local: localFacts,
    },
    population: { served, share: served / US_POPULATION_2020, withFigure, withoutFigure },
  };
}
