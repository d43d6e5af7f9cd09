import { describe, expect, it } from "vitest";
import { measurementsIn } from "./question-measurements.ts";
import { dollarThresholds, linesVerdict, ruleLines, statedPolarity } from "./rule-lines.ts";

const job = (read: string) => {
  const { jobCost, areaSqFt, sharePercent } = measurementsIn(read);
  return { read, jobCost, areaSqFt, sharePercent };
};

const NOC =
  "A Notice of Commencement is required for improvements costing more than $5,000, or $15,000 or more for a mechanical-only permit such as replacing an air-conditioning system.";

describe("the lines a rule draws", () => {
  it("reads dollar, size and share lines with their side", () => {
    expect(
      ruleLines("A shed of 150 sq ft or larger, or costing over $5,000, needs drawings.").map(
        ({ value, unit, above, inclusive }) => ({ value, unit, above, inclusive }),
      ),
    ).toEqual([
      { value: 150, unit: "sq ft", above: true, inclusive: true },
      { value: 5000, unit: "$", above: true, inclusive: false },
    ]);
    expect(ruleLines("No permit is needed to replace less than 50% of a fence.")[0]).toMatchObject({
      value: 50,
      unit: "%",
      above: false,
    });
  });

  it("takes a share only of a thing, and no rate as a line", () => {
    expect(ruleLines("A front fence must be at least 60% transparent.")).toEqual([]);
    expect(dollarThresholds("The fee is $50 per $1,000 of value.")).toEqual([]);
  });

  it("reads what a clause says is required", () => {
    expect(statedPolarity("no permit is needed to repair less than 50% of a fence")).toBe("no");
    expect(statedPolarity("a fence needs one only if the work exceeds 25%")).toBe("yes");
    expect(statedPolarity("the counter opens at 8 am")).toBeNull();
    expect(statedPolarity("Working without a permit doubles the permit fee.")).toBeNull();
    expect(statedPolarity("No separate zoning approval letter is needed.")).toBe("no");
    expect(statedPolarity("Arlington exempts retaining walls up to 4 ft from permits.")).toBe("no");
  });
});

describe("what a rule's lines say of a job", () => {
  it("weighs a trade job against the trade's own line", () => {
    const ac = linesVerdict(NOC, "yes", job("Replacing our AC, $11,000, mechanical permit only."));
    expect(ac.says).toBe("no");
    expect(ac.decided?.line.value).toBe(15000);
    expect(linesVerdict(NOC, "yes", job("A $12,000 screen room addition.")).says).toBe("yes");
  });

  it("holds the rule where any one of its alternative lines is crossed", () => {
    const rule = "A shed of 150 sq ft or larger, or costing over $5,000, needs sealed drawings.";
    expect(linesVerdict(rule, "yes", job("A 10x16 shed for about $4,000.")).says).toBe("yes");
    expect(linesVerdict(rule, "yes", job("An 8x10 shed for about $3,000.")).says).toBe("no");
    expect(linesVerdict(rule, "yes", job("A shed for about $3,000.")).says).toBe("no");
    expect(linesVerdict(rule, "yes", job("A shed in the back yard.")).says).toBeNull();
  });

  it("reads a repair's share against a share line, with the clause's own word", () => {
    const brevard =
      "A fence repair needs a fence permit; no permit is needed to repair or replace less than 50% of a fence in the same location.";
    expect(
      linesVerdict(brevard, null, job("A storm took out about a third of our fence.")).says,
    ).toBe("no");
    expect(linesVerdict(brevard, null, job("We are replacing 70% of the fence.")).says).toBe("yes");
    const sanAntonio =
      "Replacing an existing fence needs a permit only if the work exceeds 25% of the fence's length.";
    expect(linesVerdict(sanAntonio, null, job("Replacing 30 ft of our 200 ft fence.")).says).toBe(
      "no",
    );
  });

  it("does not read a line that is one condition of several as the whole rule", () => {
    const austin =
      "A deck needs a building permit if it will be attached to the house, serve a door, be over 200 sq ft, be more than 30 inches above ground, or be built in a floodplain.";
    expect(linesVerdict(austin, null, job("A freestanding 10x12 deck.")).says).toBeNull();
    expect(linesVerdict(austin, null, job("A 16x20 deck.")).says).toBe("yes");
  });

  it("draws no line for a job its exception names, and reads trades the job leaves alone", () => {
    const wake =
      "Nonstructural work costing less than $40,000 needs no permit unless it involves new or altered plumbing, mechanical or electrical systems.";
    expect(
      linesVerdict(wake, null, job("A $22,000 update, no plumbing, electrical or HVAC changes."))
        .says,
    ).toBe("no");
    expect(
      linesVerdict(wake, null, job("A $22,000 update with new electrical circuits.")).says,
    ).toBeNull();
  });

  it("draws no size line the question gives no size for", () => {
    const grading =
      "A grading permit is needed for excavation over 100 cubic yards or more than 2,000 sq ft of new impervious surface.";
    expect(linesVerdict(grading, "yes", job("Digging a 4 ft deep pond.")).lines).toBe(false);
  });
});
