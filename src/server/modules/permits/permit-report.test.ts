import { describe, expect, it } from "vitest";
import { getGazetteer } from "../addresses/gazetteer.ts";
import { resolveJurisdiction } from "./jurisdiction.ts";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { buildPermitReport } from "./permit-report.ts";

const kb = getKnowledgeBase();
const report = (address: string) =>
  buildPermitReport(kb, resolveJurisdiction(kb, getGazetteer(), { address }), address);

describe("the permit report's layers", () => {
  it("shows the place's own rule for a project, its local facts with their dates, and the layers", () => {
    const seattle = report("2200 N 45th St, Seattle, WA 98103");
    const shed = seattle.projects.find((project) => project.id === "shed");
    expect(shed?.rule).toMatchObject({ layer: "local", limits: { floorAreaSqFtLessThan: 120 } });
    expect(seattle.sources.map((source) => source.id)).toContain(shed?.rule?.sourceId);
    expect(seattle.layers).toMatchObject({ model: true, local: true });
    expect(seattle.layers.localAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(seattle.localRules.some((rule) => rule.layer === "local")).toBe(true);
  });

  it("says when a place has no local layer", () => {
    const small = report("101 Main St, Tiny Town, KS 67124");
    expect(small.layers.local).toBe(false);
    expect(small.projects.every((project) => project.rule?.layer !== "local")).toBe(true);
  });
});
