import { describe, expect, it } from "vitest";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { coverageOf, entryKind, reviewDueOf, staleFacts } from "./knowledge-coverage.ts";

const kb = getKnowledgeBase();

describe("freshness", () => {
  it("makes a fact due a year after its as-of date unless it says otherwise", () => {
    expect(reviewDueOf({ asOf: "2026-02-28", reviewDue: null })).toBe("2027-02-28");
    expect(reviewDueOf({ asOf: "2026-02-28", reviewDue: "2026-06-01" })).toBe("2026-06-01");
  });

  it("lists the facts past due on a day, oldest first, and none on a day before all of them", () => {
    const stale = staleFacts(kb, "2100-01-01");
    expect(stale.length).toBe(kb.local.reduce((sum, entry) => sum + entry.facts.length, 0));
    expect(stale.map((fact) => fact.reviewDue)).toEqual(stale.map((fact) => fact.reviewDue).sort());
    expect(staleFacts(kb, "1990-01-01")).toEqual([]);
  });
});

describe("coverage", () => {
  it("tells states, cities, towns, counties and consolidated governments apart", () => {
    const kinds = (name: string | null, state: string) =>
      entryKind(kb, { ...kb.local[0]!, authority: name, state });
    expect(kinds(null, "TX")).toBe("state");
    expect(kinds("City of Phoenix", "AZ")).toBe("city");
    expect(kinds("Cranberry Township", "PA")).toBe("town");
    expect(kinds("Prince George's County", "MD")).toBe("county");
    expect(kinds("Jefferson Parish", "LA")).toBe("county");
    expect(kinds("City and County of Honolulu", "HI")).toBe("consolidated");
  });

  it("counts every entry with an office or a fact once, and the population they serve", () => {
    const coverage = coverageOf(kb);
    const onFile = kb.local.filter(
      (entry) =>
        entry.authority === null ||
        entry.department !== null ||
        entry.website !== null ||
        entry.facts.length > 0,
    );
    const entries = Object.values(coverage.entries).reduce((sum, count) => sum + count, 0);
    expect(entries).toBe(onFile.length);
    expect(coverage.population.withFigure + coverage.population.withoutFigure.length).toBe(
      onFile.filter((entry) => entry.authority !== null).length,
    );
    const served = onFile.reduce((sum, entry) => sum + (entry.servedPopulation?.count ?? 0), 0);
    expect(coverage.population.served).toBe(served);
  });

  it("does not count an authority with neither its office nor a fact on file", () => {
    const bare = kb.local.find(
      (entry) => entry.authority !== null && entry.servedPopulation && entry.department,
    )!;
    const without = { ...bare, department: null, website: null, facts: [] };
    const withOne = coverageOf({ ...kb, local: [bare] });
    const withNone = coverageOf({ ...kb, local: [without] });
    expect(withNone.population.served).toBe(0);
    expect(withOne.population.served).toBeGreaterThan(0);
    expect(withOne.population.served).toBe(bare.servedPopulation?.count);
  });
});
