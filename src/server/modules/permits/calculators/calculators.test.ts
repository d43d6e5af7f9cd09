import { describe, expect, it } from "vitest";
import { getKnowledgeBase } from "../knowledge-base.ts";
import { estimatePermitFee, scheduleFee } from "./fee-estimate.ts";
import { estimateTimeline, sizeFromPopulation } from "./timeline-estimate.ts";

const kb = getKnowledgeBase();
const type = (id: string) => {
  const found = kb.projectTypes.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no project type ${id}`);
  return found;
};

describe("the fee schedule (1997 UBC Table 1-A)", () => {
  it("gives the table's own figures at its bracket edges", () => {
    const schedule = kb.feeSchedule;
    expect(scheduleFee(schedule, 1)).toBe(23.5);
    expect(scheduleFee(schedule, 500)).toBe(23.5);
    expect(scheduleFee(schedule, 501)).toBeCloseTo(26.55);
    expect(scheduleFee(schedule, 2000)).toBeCloseTo(69.25);
    expect(scheduleFee(schedule, 2001)).toBeCloseTo(83.25); // a fraction of $1,000 counts whole
    expect(scheduleFee(schedule, 25_000)).toBeCloseTo(391.25);
    expect(scheduleFee(schedule, 100_000)).toBeCloseTo(993.75);
    expect(scheduleFee(schedule, 1_000_000)).toBeCloseTo(5608.75);
    expect(scheduleFee(schedule, 2_000_000)).toBeCloseTo(8758.75); // $3.15 per $1,000 above $1M
  });
});

describe("permit-fee estimate", () => {
  it("values new floor area with ICC Building Valuation Data and shows its working", () => {
    const perSqFt = kb.valuation.rows.find((row) => row.occupancy === "R-3")?.costPerSqFt.VB ?? 0;
    const fee = estimatePermitFee(kb, { projectType: type("addition"), areaSqFt: 400 });
    expect(fee?.valuation).toEqual({
      low: Math.round(400 * perSqFt),
      high: Math.round(400 * perSqFt),
    });
    const base = scheduleFee(kb.feeSchedule, Math.round(400 * perSqFt));
    expect(fee?.permitFee).toEqual({ low: Math.round(base * 0.5), high: Math.round(base * 1.5) });
    expect(fee?.planReviewFee.high).toBe(Math.round((fee?.permitFee.high ?? 0) * 0.65));
    expect(fee?.total.high).toBe((fee?.permitFee.high ?? 0) + (fee?.planReviewFee.high ?? 0));
    expect(fee?.formula).toMatch(/400 sq ft × \$[\d.]+\/sq ft \(ICC R-3 VB\)/);
    expect(fee?.inputs).toMatchObject({ project: type("addition").name, areaSqFt: 400 });
    expect(fee?.sources).toEqual([kb.valuation.source, kb.feeSchedule.source]);
  });

  it("prefers the user's job cost, and falls back to a typical job cost range", () => {
    const own = estimatePermitFee(kb, { projectType: type("kitchen-remodel"), jobCost: 50_000 });
    expect(own?.valuation).toEqual({ low: 50_000, high: 50_000 });
    expect(own?.formula).toContain("your job cost $50000");
    const typical = estimatePermitFee(kb, { projectType: type("kitchen-remodel") });
    expect(typical?.valuation).toEqual({
      low: type("kitchen-remodel").typicalJobCost?.min,
      high: type("kitchen-remodel").typicalJobCost?.max,
    });
    expect(typical?.permitFee.low).toBeLessThan(typical?.permitFee.high ?? 0);
  });
});

describe("timeline estimate", () => {
  it("scales typical review days by the size of the jurisdiction", () => {
    const deck = type("deck");
    const large = estimateTimeline(kb, { projectType: deck, size: "large", state: null });
    const small = estimateTimeline(kb, { projectType: deck, size: "small", state: null });
    expect(large.reviewBusinessDays.high).toBe(
      Math.round(deck.reviewDays.max * kb.timelines.jurisdictionFactors.large),
    );
    expect(small.reviewBusinessDays.high).toBeLessThan(large.reviewBusinessDays.high);
    expect(large.formula).toContain("large jurisdiction");
  });

  it("adds California's 60-day ADU clock, and Florida's residential permit clock", () => {
    const adu = estimateTimeline(kb, {
      projectType: type("adu"),
      size: "medium",
      state: kb.states.get("CA") ?? null,
    });
    expect(adu.statutoryLimit?.days).toBe(60);
    expect(adu.sources).toContain(kb.states.get("CA")?.adu?.source);
    const florida = estimateTimeline(kb, {
      projectType: type("addition"),
      size: "medium",
      state: kb.states.get("FL") ?? null,
    });
    expect(florida.statutoryLimit?.text).toMatch(/553\.792/);
  });

  it("sizes a jurisdiction by population", () => {
    expect(sizeFromPopulation(kb, 961_855)).toBe("large");
    expect(sizeFromPopulation(kb, 120_000)).toBe("medium");
    expect(sizeFromPopulation(kb, 8_000)).toBe("small");
  });
});
