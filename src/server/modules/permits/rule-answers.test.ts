import { describe, expect, it } from "vitest";
import { conditionalPolarity, ruleAnswers } from "./rule-answers.ts";

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

  it("answers a 'without' question only from a rule that denies it without", () => {
    const rule =
      "L&I will not issue the permit without the Historical Commission's approval for a property on the register.";
    expect(
      ask(rule, "Will L&I issue a permit without the Historical Commission signing off?"),
    ).toBe("no");
    expect(
      ask(
        "Replacing windows needs a building permit.",
        "Can I replace the windows without a building permit?",
      ),
    ).toBeNull();
  });

  it("reads a house's age from the year it was built", () => {
    const rule =
      "If a project alters a structure identified as a historic resource, or one 45 years old or older, see a Historic Preservation Specialist.";
    const question = "Do we need to talk to a historic preservation planner?";
    expect(ask(rule, question, "Our house was built in 1925.")).toBe("yes");
    expect(ask(rule, question, "Our house was built in 2015.")).toBeNull();
  });

  it("reads what a clause requires for a 'do I need' question, and its 'when' as a condition", () => {
    const coop = "A chicken coop needs no permit when it is under 120 sq ft and movable.";
    expect(ask(coop, "Do I need a permit for a chicken coop?")).toBeNull();
    expect(ask(coop, "Do I need a permit for a movable chicken coop under 120 sq ft?")).toBe("no");
  });

  it("answers work before the permit from a rule that punishes it, and only from one", () => {
    const late =
      "Chesapeake charges a $50 reinspection fee and a $150 late charge for beginning work without a permit.";
    expect(ask(late, "Can we start work before getting the permit?")).toBe("no");
    expect(
      ask(
        "Working without a permit doubles the permit fee.",
        "Can I just do the work without a permit?",
      ),
    ).toBe("no");
    expect(
      ask(
        "Permits can be applied for online through the portal.",
        "Can I do the work without a permit?",
      ),
    ).toBeNull();
  });

  it("agrees with a question that denies what the rule denies", () => {
    const rule =
      "Every exterior repair to a historic property needs a Certificate of Appropriateness, including work in rear yards not visible from the street.";
    expect(
      ask(rule, "Do we need approval for the rear yard fence nobody can see from the street?"),
    ).toBe("yes");
  });

  it("does not answer a question for a fact, or from a clause that shares one word", () => {
    const rule = "Chesapeake permit applications can be entered online through eBUILD.";
    expect(ask(rule, "How do I apply online?")).toBeNull();
    expect(ask(rule, "Can I get a permit for a shed?")).toBeNull();
    expect(ask(rule, "Can I do it without a permit?")).toBeNull();
  });
});

describe("a rule with one condition, where the question states it", () => {
  it("takes the rule's word when the question meets the condition", () => {
    const reroof =
      "Replacing the existing roof of a home is exempt from the building permit when done by a listed contractor that complies with the code's conditions.";
    expect(
      conditionalPolarity(reroof, "We hired a listed roofing contractor to replace the roof."),
    ).toBe("no");
    expect(conditionalPolarity(reroof, "I am replacing the roof myself.")).toBeNull();
  });

  it("reverses the rule for its exception", () => {
    const windows =
      "New or replacement windows need a permit, except replacing windows with the exact same dimensions (same height and width).";
    expect(
      conditionalPolarity(
        windows,
        "Can I replace my windows if the new ones are the exact same size?",
      ),
    ).toBe("no");
    expect(conditionalPolarity(windows, "Can I replace my windows with bigger ones?")).toBeNull();
  });

  it("meets any one of the alternatives, and reads the owner in 'I own'", () => {
    const rule =
      "A home needs no building permit to replace windows like for like (without reducing required egress), if done by a listed contractor, or by an owner (or contract buyer) who lives there.";
    expect(conditionalPolarity(rule, "I own and live in my house. Do I need a permit?")).toBe("no");
  });

  it("reads 'exempts …, but not if' as needing a permit where the question meets the exception", () => {
    const rule =
      "Arlington exempts retaining walls up to 4 ft (bottom of footing to top) from permits, but not if the wall supports a surcharge or is located within a FEMA floodplain.";
    expect(
      conditionalPolarity(rule, "A 3 ft retaining wall; our backyard is in a FEMA floodplain."),
    ).toBe("yes");
    expect(
      conditionalPolarity(rule, "A 3 ft retaining wall, not in a FEMA floodplain."),
    ).toBeNull();
  });

  it("does not take a denied condition, or one of a list, as met", () => {
    const deck =
      "A deck needs a building permit if it will be attached to the house, serve a door, be over 200 sq ft, or be built in a floodplain.";
    expect(conditionalPolarity(deck, "A deck not attached to the house.")).toBeNull();
    expect(
      conditionalPolarity(
        "A deck needs a permit if it is attached.",
        "A deck not attached to the house.",
      ),
    ).toBeNull();
    expect(
      conditionalPolarity(
        "A deck needs a permit if it is attached.",
        "A deck attached to the house.",
      ),
    ).toBe("yes");
  });
});
