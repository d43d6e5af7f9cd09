import { describe, expect, it } from "vitest";
import { closestFacts, contentWords, factIndex } from "./closest-facts.ts";
import type { LocalFact } from "./knowledge-schema.ts";

const fact = (id: string, text: string): LocalFact => ({
  id,
  topic: "other",
  projectTypes: [],
  text,
  limits: {},
  permitName: "building permit",
  section: "§1",
  url: "https://example.gov/",
  quote: "a quote",
  asOf: "2026-01-01",
  verified: true,
});

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
