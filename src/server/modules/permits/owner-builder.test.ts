import { describe, expect, it } from "vitest";
import { localFact } from "../../../../tests/helpers/local-fact.ts";
import { ownerBuilderRuling } from "./owner-builder.ts";

const fact = localFact;

const trades = fact(
  "trades",
  "A building permit may also need separate plumbing, mechanical and electrical permits, which must be applied for by the appropriate licensed contractor.",
);
const absentee = fact(
  "absentee",
  "An owner who does not live in the property can get building permits for work there, but not plumbing, electrical or mechanical permits.",
);
const singleFamily = fact(
  "single",
  "A homeowner may do construction on their own home only if they own it, live there, and it is a detached single-family dwelling.",
);
const inPerson = fact(
  "in-person",
  "An owner pulling their own permit must apply in person and live at the address; no relative, friend or agent can apply for the owner.",
);

describe("may the owner pull the permit", () => {
  it("keeps a trade permit with licensed contractors where the rule says so", () => {
    expect(ownerBuilderRuling([trades], "Can I pull the plumbing permit myself?", false)).toEqual({
      fact: trades,
      answer: "no",
    });
    expect(ownerBuilderRuling([trades], "Can I pull the deck permit myself?", false)).toBeNull();
  });

  it("keeps the trades from an owner who does not live there, not from one who does", () => {
    const read = "Can I pull the electrical permit myself to add outlets?";
    expect(ownerBuilderRuling([absentee], read, true)?.answer).toBe("no");
    expect(ownerBuilderRuling([absentee, singleFamily], read, false)?.answer).toBe("yes");
  });

  it("reads a duplex against a single-family-only rule", () => {
    expect(
      ownerBuilderRuling(
        [singleFamily],
        "I own a duplex and live in one side. Can I do the work myself?",
        false,
      )?.answer,
    ).toBe("no");
    expect(
      ownerBuilderRuling([singleFamily], "I live in my house. Can I do the work myself?", false)
        ?.answer,
    ).toBe("yes");
  });

  it("does not let someone else apply for the owner where the rule says no one may", () => {
    expect(
      ownerBuilderRuling(
        [inPerson],
        "Can my son go apply for my owner-builder permit for me?",
        false,
      )?.answer,
    ).toBe("no");
    expect(
      ownerBuilderRuling([inPerson], "Can I apply for my owner-builder permit?", false)?.answer,
    ).toBe("yes");
  });
});
