import { describe, expect, it } from "vitest";
import { localFact } from "../../../../tests/helpers/local-fact.ts";
import {
  closestFacts,
  contentWords,
  factIndex,
  factPolarity,
  narrowExemptionCovers,
} from "./closest-facts.ts";
import { dollarThresholds } from "./rule-lines.ts";

const fact = localFact;

const facts = [
  fact("fee", "In Orlando the permit fee is figured from the job's value."),
  fact(
    "noc",
    "In Orlando a recorded Notice of Commencement is needed before the first inspection when the job costs over $5,000.",
  ),
  fact("portal", "Orlando takes permit applications online through its permit portal."),
  fact("hours", "The Orlando permit counter is open 8 am to 5 pm on weekdays."),
];
const index = factIndex(facts);

describe("the facts a question is about", () => {
  it("finds the fact that shares the question's telling words", () => {
    const [best] = closestFacts(
      index,
      facts,
      "Do I need a recorded Notice of Commencement for a $12,000 screen room?",
      "Orlando",
    );
    expect(best?.fact.id).toBe("noc");
  });

  it("does not count the place's name or words every fact shares", () => {
    expect(closestFacts(index, facts, "Is there a permit in Orlando?", "Orlando")).toEqual([]);
  });

  it("weighs a word by how rare it is among the facts", () => {
    expect(index.weight("orlando")).toBe(0); // in every fact
    expect(index.weight("notice")).toBeGreaterThan(index.weight("job")); // in one fact, in two
    const ranked = closestFacts(
      index,
      facts,
      "Can I apply online, and when is the counter open?",
      "",
    );
    expect(ranked.map((item) => item.fact.id).sort()).toEqual(["hours", "portal"]);
  });

  it("reads plural and -ing forms as the word", () => {
    expect(contentWords("inspections recorded applying")).toEqual([
      "inspection",
      "record",
      "apply",
    ]);
  });
});

describe("what a fact says is required", () => {
  it("reads a requirement as yes and an exemption as no", () => {
    expect(factPolarity("In Orlando a recorded Notice of Commencement is required.")).toBe("yes");
    expect(factPolarity("Interior demolition needs a building permit in Pittsburgh.")).toBe("yes");
    expect(factPolarity("General maintenance and repair needs no permit.")).toBe("no");
    expect(factPolarity("Sheds of 100 sq ft or less are exempt from permits.")).toBe("no");
    expect(factPolarity("The county does not require a building permit to add a fence.")).toBe(
      "no",
    );
    expect(factPolarity("No permit from Building Safety is needed to build one.")).toBe("no");
    expect(factPolarity("The county treats reroofing as not needing a building permit.")).toBe(
      "no",
    );
  });

  it("is unsure where the fact says both, or neither", () => {
    expect(
      factPolarity("A fence over 3 ft needs a permit; up to 3 ft needs no permit."),
    ).toBeNull();
    expect(factPolarity("The permit counter is open 8 am to 5 pm.")).toBeNull();
    expect(
      factPolarity("A deck needs a building permit if it is attached to the house."),
    ).toBeNull();
    expect(factPolarity("A notice is required when the job exceeds $5,000.")).toBe("yes");
    expect(
      factPolarity("A fence needs zoning approval whether or not a building permit is needed."),
    ).toBe("yes");
    expect(
      factPolarity("A deck must meet zoning rules whether or not it needs a permit."),
    ).toBeNull();
    expect(factPolarity("Only pools less than 12 inches deep are exempt from permits.")).toBeNull();
    expect(
      factPolarity("Replacement windows need a permit, except windows of the exact same size."),
    ).toBeNull();
  });
});

describe("a fact's dollar lines", () => {
  it("finds the amounts a rule turns on, not rates or fees per unit", () => {
    expect(
      dollarThresholds("Required when the value exceeds $5,000, or $15,000 for a trade permit."),
    ).toEqual([5000, 15000]);
    expect(dollarThresholds("The fee is $50 per $1,000 of value.")).toEqual([]);
  });
});

describe("a narrow exemption", () => {
  const rule = "In Cobb County only residential standard tab shingle replacement is exempt.";
  it("covers the question about its one case", () => {
    expect(
      narrowExemptionCovers(rule, "Can I replace the standard 3-tab shingles on my house?"),
    ).toBe(true);
  });
  it("does not cover other work", () => {
    expect(narrowExemptionCovers(rule, "Can I replace my metal roof?")).toBe(false);
    expect(
      narrowExemptionCovers(
        "Only prefabricated swimming pools less than 12 inches deep are listed as exempt.",
        "We bought a 48-inch-deep above-ground pool kit. Does it need a permit?",
      ),
    ).toBe(false);
  });
});
