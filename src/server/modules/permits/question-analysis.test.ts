import { describe, expect, it } from "vitest";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { createQuestionReader } from "./question-analysis.ts";

const read = createQuestionReader(getKnowledgeBase());
const ids = (question: string) => read(question).projectTypes.map((type) => type.id);

describe("reading a question", () => {
  it("finds the project by its everyday names", () => {
    expect(ids("Do I need a permit for a 10x12 shed?")).toEqual(["shed"]);
    expect(ids("Can I build a granny flat in my backyard?")).toEqual(["adu"]);
    expect(ids("installing a level 2 EV charger")).toEqual(["ev-charger"]);
    expect(ids("replacing my water heater with a tankless one")).toEqual(["water-heater"]);
    expect(ids("putting solar panels on the roof")).toEqual(["rooftop-solar"]);
  });

  it("never reads a bare word as a project: building, cover, garage, door", () => {
    expect(ids("When does my building permit expire?")).toEqual([]);
    expect(ids("How much impervious cover can my lot have?")).toEqual([]);
    expect(ids("Can I put a storm shelter in my garage floor?")).not.toContain("garage-conversion");
    expect(ids("a 36 inch high deck off the back door")).toEqual(["deck"]);
  });

  it("names several projects in the order asked, and drops a negated one", () => {
    expect(ids("Do I need a permit for a deck and a fence?")).toEqual(["deck", "fence"]);
    expect(ids("Roof or windows?")).toEqual(["roof-replacement", "window-door-replacement"]);
    expect(ids("Not a deck, just a fence")).toEqual(["fence"]);
  });

  it("reads sizes in ft, in, m, cm and sq ft, and not a lot's sides", () => {
    expect(read("a 10x12 shed").areaSqFt).toBe(120);
    expect(read("a 10 by 12 shed").areaSqFt).toBe(120);
    expect(read("a ten by twelve shed").areaSqFt).toBe(120);
    expect(read("a 120 square feet shed").areaSqFt).toBe(120);
    expect(read("a shed of 3 m x 4 m").areaSqFt).toBe(129);
    expect(read("On my 50x120 lot, can I build a shed?").areaSqFt).toBeNull();
    expect(read("On my 50x120 lot, can I build a 10x12 shed?").areaSqFt).toBe(120);
    expect(read("a 36 in high deck").heightFt).toBe(3);
    expect(read("a six-foot fence").heightFt).toBe(6);
    expect(read("a 2 m fence").heightFt).toBeCloseTo(6.56, 1);
    expect(read("a 150 cm wall").heightFt).toBeCloseTo(4.92, 1);
    expect(read("a $50,000 kitchen remodel").jobCost).toBe(50_000);
  });

  it("tells what kind of answer is wanted", () => {
    const form = (question: string) => read(question).form;
    expect(form("Do I need a permit for a deck?")).toBe("permit-needed");
    expect(form("Can I build a 6 ft fence without a permit?")).toBe("without-permit");
    expect(form("Is a 10x12 shed exempt?")).toBe("without-permit");
    expect(form("How tall can my fence be without a permit?")).toBe("limit");
    expect(form("Which edition of the IRC does Walcott use?")).toBe("code");
    expect(form("How much is the permit for a deck?")).toBe("fee");
    expect(form("How long does the city have to approve my permit?")).toBe("timeline");
    expect(form("What inspections does a pool need?")).toBe("inspections");
    expect(form("What documents do I need for an ADU permit?")).toBe("documents");
    expect(form("Who do I call about a permit?")).toBe("contact");
    expect(form("When does my building permit expire?")).toBe("expiry");
    expect(form("How deep is the frost line at my address?")).toBe("unknown-fact");
    expect(form("Who handles permits here? Is there a city hall?")).toBe("contact");
  });

  it("knows a fact it does not hold when asked for one, not when one is mentioned", () => {
    expect(read("What's the design wind speed here?").unknownFact?.name).toBe("design wind speed");
    expect(read("How much will my property taxes go up?").unknownFact?.name).toBe("property tax");
    expect(read("Not in a flood zone. Do I need a permit for a shed?").unknownFact).toBeNull();
  });

  it("fixes misspellings, but not real words", () => {
    expect(read("do i need a permt for a 10x12 shedd").read).toBe(
      "do i need a permit for a 10x12 shed",
    );
    expect(ids("is a permitt needed for a 8 ft privicy fense")).toEqual(["fence"]);
    expect(read("Who handles permits?").read).toBe("Who handles permits?");
  });

  it("reads attachment, negated or not", () => {
    expect(read("a deck attached to the house").attached).toBe(true);
    expect(read("I'm not attaching it to the house").attached).toBe(false);
    expect(read("a freestanding deck").attached).toBe(false);
  });

  it("understands Spanish questions and answers in Spanish", () => {
    const question = read("¿Necesito un permiso para construir una cerca de 6 pies en mi patio?");
    expect(question.language).toBe("es");
    expect(question.projectTypes.map((type) => type.id)).toEqual(["fence"]);
    expect(question.heightFt).toBe(6);
    expect(read("¿Puedo poner un cobertizo de 8x10 pies sin permiso?").form).toBe("without-permit");
    expect(read("Do I need a permit for a patio?").language).toBe("en");
    const fees = read("¿Cuánto cobra la ciudad de cargo de impacto por una casa nueva?");
    expect(fees.form).toBe("fee");
    expect(fees.projectTypes.map((type) => type.id)).toEqual(["new-home"]);
  });

  it("tells an off-topic question from a building one", () => {
    expect(read("What's the best pizza place nearby?").offTopic).toBe(true);
    expect(read("What's a good recipe for green chile stew?").offTopic).toBe(true);
    expect(read("Can my contractor start before approval?").offTopic).toBe(false);
    expect(read("which irc edition is jamestown nd on").offTopic).toBe(false);
  });

  it("hears the place a question names beside its address", () => {
    expect(read("We're in Meridian Township. Do I need a permit?").placeClue).toEqual({
      name: "Meridian",
      kind: "township",
      unincorporated: false,
    });
    expect(read("I'm in Plymouth Township (not the City of Plymouth).").placeClue?.name).toBe(
      "Plymouth",
    );
    expect(read("We're outside the city limits.").placeClue).toEqual({
      name: null,
      kind: null,
      unincorporated: true,
    });
  });

  it("reads a place's name as written, before spelling fixes, and stops at its sentence", () => {
    // Spelling fixes once turned "West Chester" into "West center" and "Hanover" into "handler".
    expect(read("We're in West Chester Township, not a city. Who issues it?").placeClue).toEqual({
      name: "West Chester",
      kind: "township",
      unincorporated: false,
    });
    expect(read("I farm 80 acres in Hanover Township. Can I build a barn?").placeClue?.name).toBe(
      "Hanover",
    );
    expect(read("We live in the little town of Spring Lake. Who do I call?").placeClue).toEqual({
      name: "Spring Lake",
      kind: "town",
      unincorporated: false,
    });
    expect(
      read("Perry Township outside the Fort Wayne city limits. How much?").placeClue,
    ).toMatchObject({ name: "Perry", unincorporated: true });
    expect(read("Prudenville isn't a city. Who issues permits?").placeClue).toMatchObject({
      name: "Prudenville",
      unincorporated: true,
    });
  });

  it("hears which authority a yes-or-no question asks about", () => {
    const asks = (question: string) => read(question).asksAbout;
    expect(asks("Do I pull the permit for a sunroom from the City of Cincinnati?")).toEqual({
      name: "City of Cincinnati",
      kind: "city",
    });
    expect(asks("Do we get building permits from OKC for a room addition?")).toEqual({
      name: "Oklahoma City",
      kind: "city",
    });
    expect(asks("Is Kansas City, Kansas the same permit office as Kansas City, Missouri?")).toEqual(
      { name: "Kansas City, Missouri", kind: "city" },
    );
    expect(
      read("What paperwork do I need to pull a permit for a shed from a lot dealer?").form,
    ).toBe("documents");
  });

  it("reads a tag question as asking whether it can go without a permit", () => {
    expect(read("I don't need a permit for a 5 ft retaining wall, do I?").form).toBe(
      "without-permit",
    );
  });

  it("drops a remodel that is only new cabinets and tile, and wiring that is not moved", () => {
    const types = (question: string) => read(question).projectTypes.map((type) => type.id);
    expect(
      types("New cabinets and tile in the kitchen. We won't move plumbing or wiring."),
    ).toEqual(["finish-work"]);
    expect(types("Remodeling the kitchen: new cabinets and moving the sink")).toContain(
      "kitchen-remodel",
    );
  });
});

describe("a question for a fact, not a yes or no", () => {
  const asksInfo = (question: string) => read(question).asksInfo;

  it("opens its first question with what, how, where, when, which or who", () => {
    expect(
      asksInfo("Unincorporated Travis County (Del Valle). Where is the county permit desk?"),
    ).toBe(true);
    expect(asksInfo("Applying for a shed permit: what does the county application ask for?")).toBe(
      true,
    );
    expect(asksInfo("What do I need to submit for a patio? Do I need plans?")).toBe(true);
  });

  it("asks for a thing: an email, a phone number, a form, a fee", () => {
    expect(asksInfo("Is there an email for the county permit center?")).toBe(true);
    expect(asksInfo("Is there a fee when I submit plans, and is it refundable?")).toBe(true);
    expect(asksInfo("Is there anything I need before the building permit?")).toBe(false);
  });

  it("offers a choice of offices or ways", () => {
    expect(asksInfo("Does the city issue my building permit or Pinellas County?")).toBe(true);
    expect(asksInfo("Can I drop off a paper application, or is it online only?")).toBe(true);
    expect(asksInfo("Does it go to a board hearing, or can staff handle it quickly?")).toBe(true);
    expect(asksInfo("Can I apply online, or do I have to go in?")).toBe(true);
    expect(
      asksInfo("Do I take my plans to Planning first or straight to the Building Department?"),
    ).toBe(true);
    expect(asksInfo("Can I bring paper plans to the counter, or how do I submit?")).toBe(true);
    expect(asksInfo("Do we need engineered plans or will construction drawings do?")).toBe(true);
  });

  it("is not a yes-or-no question first, nor a choice of projects", () => {
    expect(asksInfo("Is Kansas City, Kansas the same office? Who handles permits?")).toBe(false);
    expect(asksInfo("Permit needed, and who issues it?")).toBe(false);
    expect(asksInfo("Do I need a building permit or just the zoning paperwork?")).toBe(false);
    expect(asksInfo("Do I need a permit for a deck or a fence?")).toBe(false);
    expect(asksInfo("Can I just patch it, or do I need a permit?")).toBe(false);
  });
});

describe("attached to the house", () => {
  it("reads a cover 'off the back of the house' as attached", () => {
    expect(read("Adding a patio cover off the back of the house. Permit?").attached).toBe(true);
    expect(read("A freestanding patio cover in the yard. Permit?").attached).toBe(false);
  });
});

describe("the question asked first decides the form", () => {
  it("reads 'Do I need a permit, and can I apply online?' as a permit question", () => {
    expect(
      read("I'm finishing my basement. Do I need a permit, and can I apply online?").form,
    ).toBe("permit-needed");
  });
});

describe("place names are not projects", () => {
  it("does not read a farm in 'Jupiter Farms'", () => {
    expect(
      read(
        "Jupiter Farms, Palm Beach County. Do I need a permit for an 8x10 shed?",
      ).projectTypes.map((type) => type.id),
    ).toEqual(["shed"]);
    expect(
      read("Do I need a permit for a shed for hay on our farm?").projectTypes.map(
        (type) => type.id,
      ),
    ).toEqual(["agricultural-building"]);
  });
});

describe("a property said to be outside a city", () => {
  it("reads an ETJ, 'not inside city limits' and '(county not city)' as unincorporated", () => {
    for (const question of [
      "Our lot is in McKinney's ETJ. Who issues the permit?",
      "We're not inside city limits. Who issues the permit?",
      "do i need a permitt for a heatpump change out in berea (county not city)",
    ])
      expect(read(question).placeClue?.unincorporated).toBe(true);
  });
});

describe("typing slips in what decides the answer", () => {
  it("reads 'there's no city there' as unincorporated", () => {
    expect(
      read("A cabin in Idyllwild. There's no city there: who issues permits?").placeClue
        ?.unincorporated,
    ).toBe(true);
  });

  it("reads 'inchs' as inches and 'unincorperated' as unincorporated", () => {
    expect(read("a deck thats about 18 inchs off the ground").heightFt).toBe(1.5);
    expect(read("west cobb (unincorperated), a retaining wall").placeClue?.unincorporated).toBe(
      true,
    );
  });
});

describe("a question whether the building permit covers the trades", () => {
  it("reads the permit named in the sentence before", () => {
    expect(
      read("Our kitchen remodel has a building permit. Does that also cover the new electrical?")
        .asksTradesCovered,
    ).toBe(true);
    expect(read("Does the new electrical cover the kitchen?").asksTradesCovered).toBe(false);
  });
});

describe("mending part of something", () => {
  it("is a repair of part, not new or whole work", () => {
    expect(read("A few boards and one post on my fence came down. Can I fix it?").repairsPart).toBe(
      true,
    );
    expect(read("Replacing about 30 ft of our 200 ft fence").repairsPart).toBe(true);
    expect(read("Building a new fence along the back").repairsPart).toBe(false);
    expect(read("We want to replace the roof on our house").repairsPart).toBe(false);
  });
});
