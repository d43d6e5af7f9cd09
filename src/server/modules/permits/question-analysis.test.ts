import { describe, expect, it } from "vitest";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { analyseQuestion, createProjectIndex } from "./question-analysis.ts";

const index = createProjectIndex(getKnowledgeBase());
const analyse = (question: string) => analyseQuestion(index, question);
const ids = (question: string) => analyse(question).projectTypes.map((type) => type.id);

describe("reading a question", () => {
  it("finds the project by its everyday names", () => {
    expect(ids("Do I need a permit for a 10x12 shed?")[0]).toBe("shed");
    expect(ids("Can I build a granny flat in my backyard?")[0]).toBe("adu");
    expect(ids("installing a level 2 EV charger")[0]).toBe("ev-charger");
    expect(ids("replacing my water heater with a tankless one")[0]).toBe("water-heater");
    expect(ids("putting solar panels on the roof")).toContain("rooftop-solar");
  });

  it("reads sizes, heights and job costs however they are written", () => {
    expect(analyse("a 10x12 shed").areaSqFt).toBe(120);
    expect(analyse("a 10' x 12' shed").areaSqFt).toBe(120);
    expect(analyse("a 10 ft by 12 ft deck").areaSqFt).toBe(120);
    expect(analyse("a 10 ft by 12 ft deck").heightFt).toBeNull();
    expect(analyse("a 250 sq ft addition").areaSqFt).toBe(250);
    expect(analyse("a 6 ft fence").heightFt).toBe(6);
    expect(analyse("an 8-foot fence").heightFt).toBe(8);
    expect(analyse("a $50,000 kitchen remodel").jobCost).toBe(50_000);
    expect(analyse("a 30k bathroom remodel").jobCost).toBe(30_000);
  });

  it("names the topics asked about, and a permit question by default", () => {
    expect(
      [
        ...analyse("How much will the permit cost and how long will it take for a deck?").topics,
      ].sort(),
    ).toEqual(["cost", "timeline"]);
    expect([...analyse("What inspections does a pool need?").topics]).toContain("inspections");
    expect([...analyse("setbacks for a shed").topics]).toContain("zoning");
    expect([...analyse("a deck").topics]).toEqual(["permit"]);
    expect([...analyse("I plan to build a deck").topics]).not.toContain("documents");
  });

  it("tells an off-topic question from a building one", () => {
    expect(analyse("What's the best pizza place nearby?").offTopic).toBe(true);
    expect(analyse("Who won the game last night?").offTopic).toBe(true);
    expect(analyse("Can my contractor start before approval?").offTopic).toBe(false);
  });
});
