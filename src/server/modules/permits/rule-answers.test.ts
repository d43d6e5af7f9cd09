import { describe, expect, it } from "vitest";
import { ruleAnswers } from "./rule-answers.ts";

const ask = (rule: string, question: string, before = "") =>
  ruleAnswers(rule, question, `${before} ${question}`.trim());

describe("a yes or no from the rule's clause that speaks of the question", () => {
  it("answers yes where the clause states what is asked", () => {
    expect(
      ask(
        "Tulsa's online Self-Service Portal lets registered users apply for permits, pay invoices and schedule inspections.",
        "Can I apply for a permit, pay, and schedule inspections online?",
      ),
    ).toBe("yes");
    expect(
      ask(
        "Greenville County raised all building permit fees by 20% starting July 1, 2025.",
        "Did the county raise its permit fees recently?",
      ),
    ).toBe("yes");
  });

  it("answers no where the clause denies it", () => {
    expect(
      ask(
        "Denton County charges no fee when a development permit is submitted; once it is complete, the county emails the fees due.",
        "Do I pay the development permit fee when I submit the application?",
      ),
    ).toBe("no");
  });

  it("answers a conditional clause only where the question states the condition", () => {
    const rule =
      "No separate zoning approval letter is needed if the use is permitted by right in the Permitted Use Table.";
    const question = "Do we need a separate zoning approval letter?";
    expect(ask(rule, question, "Our addition is permitted by right in our zoning.")).toBe("no");
    expect(ask(rule, question, "We are adding a bedroom.")).toBeNull();
  });

  it("reads a condition of time against the time gone by", () => {
    const rule =
      "Once one year has passed with no action from the applicant, a plan review case is considered expired.";
    const question = "Is our plan review case still open?";
    expect(ask(rule, question, "We submitted plans over a year ago.")).toBe("no");
    expect(ask(rule, question, "We submitted plans 3 months ago.")).toBeNull();
  });

  it("does not answer a question for a fact, or from a clause that shares one word", () => {
    const rule = "Chesapeake permit applications can be entered online through eBUILD.";
    expect(ask(rule, "How do I apply online?")).toBeNull();
    expect(ask(rule, "Can I get a permit for a shed?")).toBeNull();
    expect(ask(rule, "Can I do it without a permit?")).toBeNull();
  });
});
