import { describe, expect, it } from "vitest";
import { getGazetteer } from "../addresses/gazetteer.ts";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { createPermitEngine } from "./permit-engine.ts";

// Each wrong answer a user met, as it was reported, and what a right one says.
const engine = createPermitEngine(getKnowledgeBase(), getGazetteer());
const ask = (address: string, question: string) => engine.answer(question, { address });

describe("the answer's place is the address the user gave", () => {
  it("55 Broadway Denver, typed without picking a suggestion, is Denver, not the sample", () => {
    const answer = ask("55 Broadway Denver", "Do I need a permit for a deck?");
    expect(answer.jurisdiction.stateCode).toBe("CO");
    expect(answer.jurisdiction.authority?.name).toBe("City and County of Denver");
    expect(answer.markdown).not.toMatch(/San Francisco|California/);
  });

  it("Largo, MD is unincorporated: Prince George's County issues permits", () => {
    const answer = ask("9201 Basil Ct, Largo, MD 20774", "Do I need a permit for a shed?");
    expect(answer.jurisdiction.authority).toEqual({
      name: "Prince George's County",
      kind: "county",
    });
    expect(answer.markdown).toMatch(/Largo is unincorporated/);
    expect(answer.markdown).not.toMatch(/Upper Marlboro building department/);
  });

  it("Moore, OK is its own city, though its ZIP's mailing name is Oklahoma City", () => {
    const answer = ask("2100 N Broadway, Moore, OK 73160", "Do I need a permit for a deck?");
    expect(answer.jurisdiction.authority).toEqual({ name: "City of Moore", kind: "city" });
  });

  it("Brooklyn and Queens get New York City's Department of Buildings and its codes", () => {
    for (const address of [
      "123 Atlantic Ave, Brooklyn, NY 11201",
      "41-20 Main St, Flushing, NY 11355",
      "30-15 Steinway St, Astoria, NY 11103",
    ]) {
      const answer = ask(address, "Which building code applies to my renovation?");
      expect(answer.jurisdiction.authority?.name).toBe("New York City");
      expect(answer.markdown).toMatch(/NYC Construction Codes|New York City/);
    }
  });

  it("an unincorporated place gets its county, never an invented city building department", () => {
    const answer = ask("1 Main St, Reston, VA 20190", "Who do I call about a permit?");
    expect(answer.jurisdiction.authority?.name).toBe("Fairfax County");
    expect(answer.markdown).not.toMatch(/Reston building department/i);
  });

  it("London and Toronto addresses are outside the US: no US code, and a clear word", () => {
    for (const address of [
      "10 Downing St, London SW1A 2AA",
      "100 Queen St W, Toronto, ON M5H 2N2",
    ]) {
      const answer = ask(address, "Do I need a permit for a deck?");
      expect(answer.headline).toBe("outside-us");
      expect(answer.markdown).toMatch(/US addresses only/);
      expect(answer.markdown).not.toMatch(/IRC|R105/);
      expect(engine.covers({ address })).toBe(false);
    }
  });

  it("an address that cannot be placed gets a request for a valid US address", () => {
    const answer = ask("asdf qwerty", "Do I need a permit for a deck?");
    expect(answer.headline).toBe("invalid-address");
    expect(answer.markdown).toMatch(/valid US address/);
    expect(engine.covers({ address: "asdf qwerty" })).toBe(false);
  });
});

describe("the question actually asked", () => {
  const austin = "1234 Elm St, Austin, TX 78701";

  it("'When does my building permit expire?' is about expiry, not a shed", () => {
    const answer = ask(austin, "When does my building permit expire?");
    expect(answer.markdown).toMatch(/180 days/);
    expect(answer.markdown).not.toMatch(/200 sq ft|\bshed\b/i);
  });

  it("'impervious cover' is not a patio cover; a storm shelter is not a garage conversion", () => {
    expect(ask(austin, "How much impervious cover can my lot have?").markdown).not.toMatch(
      /Patio cover/i,
    );
    const shelter = ask(austin, "Do I need a permit for a storm shelter in my garage floor?");
    expect(shelter.markdown).not.toMatch(/Garage conversion/i);
    expect(shelter.headline).toBe("yes");
  });

  it("a 36 in deck is over the 30 in limit", () => {
    const answer = ask(
      "742 Evergreen Ter, Columbus, OH 43215",
      "Do I need a permit for a 36 in high freestanding deck?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/36 in/);
  });

  it("a 50x120 lot is not a 6,000 sq ft shed", () => {
    const answer = ask(austin, "On my 50x120 lot, can I build a 10x12 shed?");
    expect(answer.markdown).toMatch(/120 sq ft/);
    expect(answer.markdown).not.toMatch(/6,?000 sq ft/);
  });

  it("a Spanish question is answered in Spanish", () => {
    const answer = ask(austin, "¿Necesito un permiso para construir una cerca de 6 pies?");
    expect(answer.language).toBe("es");
    expect(answer.markdown).toMatch(/^\*\*No\*\*/);
    expect(answer.markdown).toMatch(/Quién emite los permisos/);
  });
});

describe("the form of the answer", () => {
  it("'Can I build a 6 ft fence without a permit?' answers yes, meaning it is exempt", () => {
    const answer = ask(
      "200 Main St, Boise, ID 83702",
      "Can I build a 6 ft fence without a permit?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/^\*\*Yes\*\*/);
  });

  it("'Roof or windows?' answers each project, with no contradiction", () => {
    const answer = ask(
      "200 Main St, Boise, ID 83702",
      "Do I need a permit for a new roof or windows?",
    );
    expect(answer.markdown).toMatch(/Roof replacement.*\n.*Window or door replacement/);
    expect(answer.markdown).not.toMatch(/Not usually needed/);
  });

  it("a timeline never says longer than a statutory clock (San Diego ADU, 60 days)", () => {
    const answer = ask("1200 3rd Ave, San Diego, CA 92101", "How long does an ADU permit take?");
    const days = [...answer.markdown.matchAll(/about (\d+)–(\d+) business days/g)].map((m) =>
      Number(m[2]),
    );
    expect(days.length).toBeGreaterThan(0);
    for (const high of days) expect(high).toBeLessThanOrEqual(42);
    expect(answer.markdown).toMatch(/60 days/);
  });
});

describe("honesty about what we don't know", () => {
  it.each([
    ["How deep is the frost line at my address?", /frost depth/],
    ["What's the design wind speed for my house?", /design wind speed/],
    ["Who is the building official here?", /name of the building official/],
    ["How much will my property taxes go up if I add a garage?", /property tax/],
  ])("%s: says it does not have it, and who does", (question, fact) => {
    const answer = ask("1234 Elm St, Austin, TX 78701", question);
    expect(answer.headline).toBe("unknown");
    expect(answer.markdown).toMatch(/I don't have/);
    expect(answer.markdown).toMatch(fact);
    expect(answer.markdown).toMatch(/can tell you/);
  });

  it("shows the state notes that apply: Texas counties outside cities", () => {
    const answer = ask("1 Cypress Rd, Spring, TX 77373", "Do I need a permit for a shed?");
    expect(answer.jurisdiction.authority?.kind).toBe("none");
    expect(answer.markdown).toMatch(/Texas counties have no general power/);
  });

  it("shows the state notes that apply: South Dakota electrical work", () => {
    const answer = ask(
      "224 W 9th St, Sioux Falls, SD 57104",
      "Do I need a permit to add an outlet?",
    );
    expect(answer.markdown).toMatch(/South Dakota notes[\s\S]*lectric/);
  });
});

describe("user text stays text", () => {
  it("a Markdown link typed as the address is never a live link in the answer", () => {
    const address = "[Pay the permit fee](https://evil.example/pay), Austin, TX";
    const answer = ask(address, "Do I need a permit for a deck?");
    expect(answer.markdown).not.toMatch(/\]\(https:\/\/evil\.example/);
    expect(answer.markdown).not.toMatch(/(?<!\\)https:\/\/evil/);
  });
});

describe("who issues permits where the mailing address or the state's rule cannot tell", () => {
  it("a township the question names is read as written, and its county's office found", () => {
    // Spelling fixes once read "Hanover Township" as "handler", and the City of Hamilton answered.
    const answer = ask(
      "4300 Hamilton Richmond Rd, Hamilton, OH 45013",
      "I farm 80 acres in Hanover Township. Can I put up a 40x60 pole barn without a building permit?",
    );
    expect(answer.jurisdiction.authority).toEqual({ name: "Butler County", kind: "county" });
  });

  it("a Cincinnati mailing address in Anderson Township is not the City of Cincinnati's", () => {
    const answer = ask(
      "7850 Five Mile Rd, Cincinnati, OH 45230",
      "My mailing address says Cincinnati but the house is in Anderson Township. Do I pull the permit for a sunroom from the City of Cincinnati?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.jurisdiction.authority?.name).toBe("Hamilton County");
    expect(answer.markdown).toMatch(/zoning certificate/);
  });

  it("a county without a building code: no one issues building permits, and the answer says so", () => {
    const answer = ask(
      "2875 State Route 554, Bidwell, OH 45614",
      "Building a new house out in the country near Bidwell (not in any village). Do I need a building permit from the county?",
    );
    expect(answer.jurisdiction.authority).toEqual({ name: "Gallia County", kind: "none" });
    expect(answer.headline).toBe("no");
  });

  it("where the state issues a county's permits, the state's office is named", () => {
    const answer = ask("Highway 290, Ponderosa, NM 87044", "Who issues the building permit?");
    expect(answer.jurisdiction.authority).toEqual({
      name: "New Mexico Construction Industries Division",
      kind: "state",
    });
  });

  it("a town we do not know, mailed as another town, names the county first and the town too", () => {
    const answer = ask(
      "Indian Land, SC 29707",
      "Do I need a permit for a 2.4 metre privacy fence?",
    );
    expect(answer.jurisdiction.status).toBe("ambiguous");
    expect(answer.jurisdiction.authority?.name).toBe("Lancaster County");
    expect(answer.jurisdiction.alternatives.map((item) => item.name)).toContain(
      "Town of Fort Mill",
    );
  });

  it("LADBS is the City of Los Angeles, not the county of the same name", () => {
    const answer = ask(
      "4801 E Cesar E Chavez Ave, Los Angeles, CA 90022",
      "My address says Los Angeles but I'm in East LA. Do I go to LADBS for a garage conversion permit?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("Los Angeles County");
    expect(answer.headline).toBe("no");
  });

  it("a ZIP mailed as a city but shared with an unincorporated community names both", () => {
    // 89109 is mailed as Las Vegas but covers Paradise, where Clark County issues permits.
    const answer = ask(
      "3570 S Las Vegas Blvd, Las Vegas, NV 89109",
      "Does the City of Las Vegas issue our building permit?",
    );
    expect(answer.jurisdiction.status).toBe("ambiguous");
    expect(answer.jurisdiction.alternatives.map((item) => item.name)).toContain("Clark County");
    expect(answer.jurisdiction.basis).toMatch(/Paradise/);
    expect(answer.headline).toBe("depends");
  });
});

describe("a typed name we do not know, mailed as a city", () => {
  it("a neighbourhood inside the mailing city's county names the city first, and the county", () => {
    const answer = ask("6000 Sunset Blvd, Hollywood, CA 90028", "Do I need a permit for a shed?");
    expect(answer.jurisdiction.status).toBe("ambiguous");
    expect(answer.jurisdiction.authority?.name).toBe("City of Los Angeles");
    expect(answer.jurisdiction.alternatives.map((item) => item.name)).toEqual([
      "Los Angeles County",
    ]);
  });

  it("a town of the same name in another county is not the typed place", () => {
    // Georgia has a Town of Buckhead in Morgan County; 30305 is Atlanta's Buckhead.
    const answer = ask("Buckhead, GA 30305", "Do I need a permit for a deck?");
    expect(answer.jurisdiction.authority?.name).toBe("City of Atlanta");
  });
});

describe("a Spanish answer stays in Spanish", () => {
  it("says who issues permits, and why, in Spanish", () => {
    const answer = ask(
      "1450 SW 22nd St, Miami, FL 33145",
      "¿Necesito permiso para cambiar el techo de mi casa?",
    );
    expect(answer.language).toBe("es");
    expect(answer.markdown).toMatch(
      /Quién emite los permisos aquí:\*\* the City of Miami\. Miami tiene gobierno municipal propio/,
    );
    expect(answer.markdown).not.toMatch(/is an incorporated city|'s rule \(/);
  });
});

describe("the user's words about the county settle a mailing name we cannot place", () => {
  it("'what will the county inspect' in a ZIP shared with an unincorporated community is the county", () => {
    const answer = ask(
      "2300 SE Oak Grove Blvd, Portland, OR 97267",
      "What inspections will the county do while we build our new house?",
    );
    expect(answer.jurisdiction.authority).toEqual({ name: "Clackamas County", kind: "county" });
    expect(answer.jurisdiction.alternatives.map((item) => item.name)).toEqual(["City of Portland"]);
    expect(answer.markdown).toMatch(/You spoke of the county's permit/);
  });

  it("asking whether the county issues them is not saying so", () => {
    const answer = ask(
      "2300 SE Oak Grove Blvd, Portland, OR 97267",
      "Does the county issue permits here or the city?",
    );
    expect(answer.jurisdiction.status).toBe("ambiguous");
  });

  it("a county road mailed as a city, with the county's inspector asked for, is the county", () => {
    const answer = ask(
      "3100 County Road 12, Minot, ND 58703",
      "What's the name of the county building inspector I'll be dealing with?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("Ward County");
    // A fact we do not hold names the office on file that can answer.
    expect(answer.markdown).toMatch(/the Ward County Tax Equalization Office \(701-857-6429\)/);
  });

  it("a city street with the same words stays in the city", () => {
    const answer = ask(
      "1020 S Broadway, Minot, ND 58701",
      "What's the name of the county building inspector I'll be dealing with?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("City of Minot");
  });
});

describe("a limit that depends on where in the county the property is", () => {
  const address = "8500 Maltby Rd, Snohomish, WA 98296";
  it("between the urban and rural limits it depends, and says on what", () => {
    const answer = ask(
      address,
      "Can I build a 16x20 shed without a permit in unincorporated Snohomish County?",
    );
    expect(answer.headline).toBe("depends");
    expect(answer.markdown).toMatch(
      /depends on whether the property is outside an urban growth area/,
    );
  });

  it("over both limits it needs a permit; within both it does not", () => {
    expect(
      ask(address, "Do I need a permit for a 20x24 shed? We're in unincorporated Snohomish County.")
        .headline,
    ).toBe("yes");
    expect(
      ask(address, "Do I need a permit for a 10x12 shed? We're in unincorporated Snohomish County.")
        .headline,
    ).toBe("no");
  });
});

describe("who must enforce the code, and who issues permits for rented buildings", () => {
  it("a Maine town under 4,000 people is not required to enforce the state code", () => {
    const answer = ask(
      "Sedgwick, ME 04676",
      "Our town only has about 1,200 people. Is the town required to enforce the state building code?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/under the 4,000-resident line/);
  });

  it("without a population it depends on it, and over the line it must", () => {
    expect(
      ask("Sedgwick, ME 04676", "Is our town required to enforce the building code?").headline,
    ).toBe("depends");
    expect(
      ask("Sedgwick, ME 04676", "Our town has 9,000 residents. Must it enforce the building code?")
        .headline,
    ).toBe("yes");
  });

  it("a Vermont rental's building permit comes from the state's Division of Fire Safety", () => {
    const answer = ask(
      "1800 Mountain Rd, Stowe, VT 05672",
      "I'm turning my house into a duplex to rent out. Who issues the building permit?",
    );
    expect(answer.jurisdiction.authority).toEqual({
      name: "Vermont Division of Fire Safety",
      kind: "state",
    });
    expect(answer.markdown).toMatch(/The Town of Stowe may still require its own zoning/);
  });

  it("an owner's own home in the same town stays with the town", () => {
    const answer = ask("1800 Mountain Rd, Stowe, VT 05672", "Who issues permits for my deck?");
    expect(answer.jurisdiction.authority?.name).toBe("Town of Stowe");
  });

  it("a city with its own building department keeps issuing them for rentals", () => {
    const answer = ask(
      "149 Church St, Burlington, VT 05401",
      "We're opening a restaurant. Who issues the building permit?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("City of Burlington");
  });
});

describe("a question about a cost threshold", () => {
  it("quotes the place's dollar limit where one is on file", () => {
    const answer = ask(
      "2200 N 45th St, Seattle, WA 98103",
      "Is there a dollar limit for small repairs I can do without a permit?",
    );
    expect(answer.headline).toBe("info");
    expect(answer.markdown).toMatch(/\$6,000 or less/);
  });

  it("says plainly when none is on file, and that the model code has none", () => {
    const answer = ask(
      "500 E 7th St, Austin, TX 78701",
      "Is there a dollar limit for small repairs I can do without a permit?",
    );
    expect(answer.headline).toBe("unknown");
    expect(answer.markdown).toMatch(/no dollar threshold on file/);
  });
});

describe("is my permit still good?", () => {
  it("work idle longer than the place's clock has most likely expired (Davie: 90 days)", () => {
    const answer = ask(
      "6591 Orange Dr, Davie, FL 33314",
      "The crew started, then nothing happened for about four months and no inspections. Is the permit still good?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(
      /about 122 days with no work or inspections is past the Town of Davie's 90-day limit/,
    );
  });

  it("'has it expired?' flips the yes, and the model code's 180 days stand in where no local clock is on file", () => {
    const austin = "500 E 7th St, Austin, TX 78701";
    expect(
      ask(austin, "We got our permit 8 months ago and haven't started. Has it expired?").headline,
    ).toBe("yes");
    expect(ask(austin, "Work stopped 2 months ago. Is my permit still valid?").headline).toBe(
      "yes",
    );
    expect(ask(austin, "Work stopped 2 months ago. Has my permit expired?").headline).toBe("no");
  });

  it("without a time given it quotes the rule", () => {
    expect(ask("6591 Orange Dr, Davie, FL 33314", "How long is my permit good for?").headline).toBe(
      "info",
    );
  });
});

describe("may the fee follow what the job costs?", () => {
  it("no in Texas, where LGC 214.907 bars cities from considering it", () => {
    const answer = ask(
      "4900 River Oaks Blvd, River Oaks, TX 76114",
      "The city wants my contract price to figure the permit fee. Can they charge based on what the job costs?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/214\.907/);
  });

  it("yes where the place's schedule is by value, and it depends where none is on file", () => {
    expect(
      ask(
        "3100 County Road 12, Minot, ND 58703",
        "We're in rural Ward County. Is the permit fee based on the construction cost?",
      ).headline,
    ).toBe("yes");
    expect(
      ask("100 Main St, Boise, ID 83702", "Is the permit fee based on the cost of the job?")
        .headline,
    ).toBe("depends");
  });
});

describe("the probes of a second reader", () => {
  it("a project named around its size is still that project ('a detached 24x30 garage')", () => {
    const answer = ask(
      "1850 E Parks Hwy, Wasilla, AK 99654",
      "Do I need a permit to build a detached 24x30 garage?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/720 sq ft/);
  });

  it("'add a bedroom' is an addition", () => {
    const answer = ask(
      "500 E 7th St, Austin, TX 78701",
      "Do I need a building permit to add a bedroom to my house?",
    );
    expect(answer.headline).toBe("yes");
  });

  it("a Texas county lot the user places outside any city: no building permit, said plainly", () => {
    const answer = ask(
      "12400 Hamilton Pool Rd, Austin, TX 78738",
      "Do I need a building permit to build a new house? It's out in the county, not in any city.",
    );
    expect(answer.jurisdiction.status).toBe("resolved");
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/no building permit is issued for houses here/);
  });

  it("'outside the city on county land' is unincorporated", () => {
    const answer = ask(
      "1500 Highway 51, Brookhaven, MS 39601",
      "Do I need a permit for a house? It's outside the city on county land.",
    );
    expect(answer.jurisdiction.authority?.kind).not.toBe("city");
  });

  it("Hawaii has no cities: a community there is its county's", () => {
    const answer = ask(
      "75-5722 Kuakini Hwy, Kailua-Kona, HI 96740",
      "Can I put up a 6 ft fence without a permit?",
    );
    expect(answer.jurisdiction.status).toBe("resolved");
    expect(answer.jurisdiction.authority?.name).toBe("Hawaii County");
    expect(answer.jurisdiction.alternatives).toEqual([]);
  });

  it("an owner's own home in a Vermont town without a building code needs no building permit", () => {
    const answer = ask(
      "Stowe, VT 05672",
      "Do I need a building permit for a bedroom addition on my own single-family home? We live in it.",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/zoning/);
  });
});

describe("more probes of a second reader", () => {
  it("a township typed as the place, though the Census list lacks it, is that township", () => {
    const answer = ask(
      "2525 Rochester Rd, Cranberry Township, PA 16066",
      "Do I need a permit for a 10 by 12 shed?",
    );
    expect(answer.jurisdiction.authority).toEqual({ name: "Cranberry Township", kind: "township" });
    expect(answer.markdown).toMatch(/exempts it from a building permit: Pennsylvania's/);
  });

  it("moving the sink, said in Spanish, is plumbing work that needs a permit", () => {
    const moving = ask(
      "200 N Spring St, Los Angeles, CA 90012",
      "¿Necesito permiso? Voy a cambiar gabinetes y mover el fregadero.",
    );
    expect(moving.headline).toBe("yes");
    const staying = ask(
      "200 N Spring St, Los Angeles, CA 90012",
      "¿Necesito permiso para cambiar gabinetes? No voy a mover el fregadero.",
    );
    expect(staying.headline).toBe("no");
  });

  it("a contact question says who issues permits once, and answers the fee it also asks", () => {
    const answer = ask(
      "3001 Hempstead Tpke, Levittown, NY 11756",
      "Who issues building permits here and what's the fee for a 200 sq ft deck?",
    );
    expect(answer.markdown.match(/issues building permits there/g)).toHaveLength(1);
    expect(answer.markdown).toMatch(/Permit cost estimate/);
  });

  it("a county's answer is sized by its county, not by the community's ZIP codes", () => {
    const answer = ask(
      "95-1050 Meheula Pkwy, Mililani, HI 96789",
      "How long does a deck permit take?",
    );
    expect(answer.markdown).toMatch(/× 1\.5 \(large jurisdiction\)/);
  });

  it("says the independent city is outside the county, not inside it", () => {
    const answer = ask("6000 Richmond Hwy, Alexandria, VA 22303", "Who issues permits here?");
    expect(answer.markdown).toMatch(
      /outside the independent City of Alexandria, in Fairfax County/,
    );
  });
});

describe("questions that turn on a place's own rules", () => {
  it("a wider limit's condition the question settles decides it (Los Angeles: wood fences to 10 ft)", () => {
    const la = "11640 Venice Blvd, Los Angeles, CA 90066";
    expect(
      ask(la, "Do I need a building permit for a 6 ft wood fence in my backyard?").headline,
    ).toBe("no");
    expect(ask(la, "Do I need a permit for a 6 ft block wall?").headline).toBe("yes");
    expect(ask(la, "Do I need a permit for a 6 ft fence?").headline).toBe("depends");
  });

  it("a place's plain word on the work asked about outranks a rule about other work of the kind", () => {
    const answer = ask(
      "10000 E Colossal Cave Rd, Vail, AZ 85641",
      "Can I swap out my front door without a building permit? We're in unincorporated Pima County.",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/replacing a door needs no building permit/);
  });

  it("'how do I apply' is a contact question, answered with the office", () => {
    const answer = ask(
      "1500 Lee Blvd, Lehigh Acres, FL 33936",
      "I'm in unincorporated Lee County. How do I submit the building permit application?",
    );
    expect(answer.headline).toBe("info");
    expect(answer.markdown).toMatch(/eConnect/);
  });

  it("the project asked about is the one the asking sentence names", () => {
    const answer = ask(
      "38000 Tollhouse Rd, Shaver Lake, CA 93664",
      "We have a cabin in unincorporated Fresno County. How tall can a retaining wall be before I need a permit?",
    );
    expect(answer.markdown).toMatch(/retaining wall/i);
    expect(answer.markdown).not.toMatch(/Building a new house/);
  });

  it("'does the building permit cover the trades?' is no where the place says so, and usually not elsewhere", () => {
    expect(
      ask(
        "1 City Commons, Orlando, FL 32801",
        "Building an addition. Does the building permit cover the electrical and plumbing too?",
      ).headline,
    ).toBe("no");
    expect(
      ask("101 Main St, Peabody, KS 66866", "Does the building permit cover the electrical too?")
        .headline,
    ).toBe("depends");
  });
});

describe("can I pull the permit myself?", () => {
  it("no for a rental where the place limits owners to their own home", () => {
    const answer = ask(
      "1829 E Elm St, Tucson, AZ 85719",
      "I own a rental house in Tucson. Can I pull the permit myself instead of hiring a contractor?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/licensed contractor/);
  });

  it("yes for the owner's own home where the place allows it, and it depends where no rule is on file", () => {
    expect(
      ask(
        "100 Main St, Boise, ID 83702",
        "Can I pull the permit myself for my deck? It's my own house.",
      ).headline,
    ).toBe("yes");
    expect(
      ask("101 Main St, Peabody, KS 66866", "Can I pull the permit myself as the homeowner?")
        .headline,
    ).toBe("depends");
  });
});

describe("a place named as its county", () => {
  it("is the county, not a city we do not know ('Henrico, VA')", () => {
    const answer = ask(
      "1 Main St, Henrico, VA 23228",
      "Do I need a permit for a 2.5 ft retaining wall?",
    );
    expect(answer.jurisdiction.authority).toEqual({ name: "Henrico County", kind: "county" });
    expect(answer.jurisdiction.alternatives).toEqual([]);
  });
});

describe("work on a historic property", () => {
  it("leads with the place's historic rules on file", () => {
    const answer = ask(
      "1 Beacon St, Boston, MA 02108",
      "We're on Beacon Hill, in a historic district. What extra document do we need with our building permit application?",
    );
    expect(answer.headline).toBe("info");
    expect(answer.markdown).toMatch(
      /^\*\*In Boston, a building permit application for a property in a historic district must include a landmark approval letter/,
    );
  });

  it("says it depends on designation where no rule is on file", () => {
    const answer = ask(
      "101 Main St, Peabody, KS 66866",
      "Our house is historic. Do we need approval?",
    );
    expect(answer.headline).toBe("depends");
    expect(answer.markdown).toMatch(/historic commission/);
  });

  it("plans and their signatures are about permits, not off-topic", () => {
    const answer = ask(
      "10710 SW 211th St, Miami, FL 33189",
      "Unincorporated Miami-Dade. How do I submit my plans to the county, and how do they have to be signed?",
    );
    expect(answer.headline).not.toBe("off-topic");
  });
});

describe("a county that issues no building permit but a permit of its own", () => {
  it("answers 'do we need anything from the county?' with its development permit", () => {
    const answer = ask(
      "5000 FM 2931, Aubrey, TX 76227",
      "We're in Lantana, which is unincorporated Denton County. Building a detached garage: do we need anything from the county?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/Development Permit/);
    expect(answer.markdown).toMatch(/No building permit is issued here/);
  });

  it("still says no to a building permit asked for by name", () => {
    const answer = ask(
      "12400 Hamilton Pool Rd, Austin, TX 78738",
      "Do I need a building permit to build a new house? It's out in the county, not in any city.",
    );
    expect(answer.headline).toBe("no");
  });
});

describe("a place's own code adoption over the state's floor", () => {
  it("Austin's 2024 IRC leads the answer, before Texas's 2012 IRC floor", () => {
    const answer = ask(
      "600 Congress Ave, Austin, TX 78701",
      "Which edition of the residential code applies to my house?",
    );
    const lead = answer.markdown.split("\n")[0] ?? "";
    expect(lead).toMatch(
      /^\*\*Austin enforces its own adoption of the 2024 International Residential Code/,
    );
    expect(lead.indexOf("2024")).toBeLessThan(lead.indexOf("May 1, 2012"));
  });
});

describe("a question for a fact is answered with the rule on file closest to it", () => {
  it("'what does the city need for the rafters?' leads with the rule on scope, not a yes or no", () => {
    const answer = ask(
      "5100 Brookside Blvd, Kansas City, MO 64112",
      "We're reroofing and found rotted rafters that need to be replaced. What does the city need from us for that part of the job?",
    );
    expect(answer.headline).toBe("info");
    expect(answer.markdown.split("\n")[0]).toMatch(/scope of work/i);
  });

  it("a yes-or-no question shows the closest rule among the local rules on file", () => {
    const answer = ask(
      "10300 Crawford Canyon Rd, Santa Ana, CA 92705",
      "North Tustin, unincorporated Orange County. My brother-in-law isn't a contractor. Can he pull the permit for my house if I give him a notarized letter?",
    );
    expect(answer.markdown).toMatch(/notarized letter/i);
  });
});

describe("a yes or no from the place's own rule when the model code leaves it open", () => {
  it("Pittsburgh's permit for all work not on its exempt list covers interior demolition", () => {
    const answer = ask(
      "5100 Holmes St, Pittsburgh, PA 15201",
      "We're gutting the inside of our two-family down to the studs before we decide on plans. Do we need a permit just for the interior demo?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/interior demolition/);
  });

  it("a rule with a dollar line is held against the job's cost", () => {
    const ask3000 = ask(
      "1525 Cloverlawn Ave, Orlando, FL 32806",
      "Homeowner here, a $3,000 screen-room job in Orlando. Do I need a recorded Notice of Commencement?",
    );
    expect(ask3000.headline).toBe("no");
    expect(ask3000.markdown).toMatch(/at \$3,000 the work is not over the rule's \$5,000 line/);
  });

  it("a question that matches a rule on file closely is not off-topic", () => {
    const answer = ask(
      "1100 4th St SW, Washington, DC 20024",
      "What time does the DC Department of Buildings open on Thursdays, and where is it?",
    );
    expect(answer.headline).not.toBe("off-topic");
  });
});

describe("an independent city's address whose ZIP the postal list files under another", () => {
  it("3200 Holland Rd, Virginia Beach, VA 23453 is Virginia Beach, not Suffolk", () => {
    const answer = ask("3200 Holland Rd, Virginia Beach, VA 23453", "Who issues permits here?");
    expect(answer.jurisdiction.authority?.name).toBe("City of Virginia Beach");
  });

  it("a St. Louis mailing address in St. Louis County stays in the county", () => {
    const answer = ask("4000 Lemay Ferry Rd, St. Louis, MO 63129", "Who issues permits here?");
    expect(answer.jurisdiction.authority?.name).toBe("St. Louis County");
  });
});

describe("the county the question says the property is in", () => {
  it("is surer than the county the postal list gives the ZIP", () => {
    const answer = ask(
      "8000 Highway 174, Edisto Island, SC 29438",
      "Unincorporated Charleston County, Edisto Island. New house in a flood zone: how is the plan review fee set?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("Charleston County");
  });

  it("is ignored where the state has no county of that name", () => {
    const answer = ask(
      "8000 Highway 174, Edisto Island, SC 29438",
      "We're in unincorporated Orange County. Do I need a permit for a deck?",
    );
    expect(answer.jurisdiction.authority?.name).toBe("Colleton County");
  });
});

describe("the place's plain rule about the project over the model code's", () => {
  it("New Castle County needs no permit for a fence (in Spanish too)", () => {
    const answer = ask(
      "Bear, DE 19701",
      "¿Tengo que sacar un permiso de construcción para instalar una cerca en el patio de atrás?",
    );
    expect(answer.headline).toBe("no");
  });

  it("a rule that exempts only a narrow case does not answer for the rest", () => {
    const answer = ask(
      "4700 Canton Rd, Marietta, GA 30066",
      "Unincorporated Cobb County. We bought a 48-inch-deep above-ground pool kit with a pump. Does it need a permit?",
    );
    expect(answer.headline).toBe("yes");
  });
});

describe("a place's conditional rule is not read as a yes", () => {
  it("Austin's 'a deck needs a permit if …' leaves a low freestanding 10x12 deck exempt", () => {
    const answer = ask(
      "1200 W 6th St, Austin, TX 78703",
      "Building a freestanding 10x12 deck, 18 inches off the ground, no lights or plumbing, not attached to the house. Do I need a permit?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/rules on file about this project are listed below/);
    expect(answer.markdown).toMatch(/In Austin a deck needs a building permit if/);
  });
});

describe("mending part of something that exists", () => {
  it("is an ordinary repair where only the model code decides", () => {
    const answer = ask(
      "4500 Duval St, Austin, TX 78751",
      "Replacing about 30 ft of our 200 ft fence that blew down. Do I need a permit?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/ordinary repair/);
  });

  it("gives way to the place's own rule about repairs", () => {
    const answer = ask(
      "21600 S Switzer Rd, Bucyrus, KS 66013",
      "Unincorporated Johnson County, KS. I'm replacing rotten joists and boards on my existing deck. Do I need a permit for a repair?",
    );
    expect(answer.headline).toBe("yes");
  });
});

describe("a narrow exemption answers its own case", () => {
  it("Cobb County's standard tab shingles can be replaced without a permit", () => {
    const answer = ask(
      "1200 Johnson Ferry Rd, Marietta, GA 30068",
      "Unincorporated Cobb County (East Cobb). Can I replace the standard 3-tab shingles on my house with the same without a permit?",
    );
    expect(answer.headline).toBe("yes");
  });
});

describe("a property said not to be historic", () => {
  it("gets the fence rule, not the historic commission's", () => {
    const answer = ask(
      "3100 Tulip St, Philadelphia, PA 19134",
      "My house isn't on the historic register. Can I put up a 6 ft fence without a permit?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/at 6 ft it is within the 6 ft limit/);
  });
});

describe("a county that issues no building permit but requires its own", () => {
  it("answers 'any county permit?' with the county's permit, for any development", () => {
    const answer = ask(
      "12000 Manchaca Rd, Manchaca, TX 78652",
      "Unincorporated Travis County (Manchaca). Building a barn on our acreage. Do we need any county permit?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/Travis County development permit/);
  });

  it("holds the county permit's size line against the structure", () => {
    const answer = ask(
      "2000 Plantation Dr, Richmond, TX 77406",
      "Unincorporated Fort Bend County, not in a flood zone. Do I need a county permit for an 8x10 storage shed?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/at 80 sq ft the work is not over the rule's 100 sq ft line/);
  });

  it("names the county's own permit when asked who issues permits", () => {
    const answer = ask(
      "5000 County Road 164, McKinney, TX 75071",
      "Our lot is in McKinney's ETJ, not inside city limits. Who issues the permit for our new house?",
    );
    expect(answer.markdown).toMatch(/but Collin County requires its own county permit/);
  });
});

describe("what the work needs besides its permit", () => {
  it("answers a separate approval from the place's rule, not the project's permit", () => {
    const answer = ask(
      "2310 Tyler Ln, Louisville, KY 40205",
      "Putting in an in-ground pool in Louisville. Does anyone besides the building office need to approve it before the permit is issued?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/approval from MSD/);
  });

  it("gets Germantown's building permit from Shelby County, with its zoning letter", () => {
    const answer = ask(
      "2100 S Germantown Rd, Germantown, TN 38138",
      "We're getting our sunroom permit. Do we need a separate zoning approval letter?",
    );
    expect(answer.headline).toBe("yes");
    expect(answer.markdown).toMatch(/\*\*Who issues permits here:\*\* Shelby County/);
  });
});

describe("repairs, other permits and conditions the question states", () => {
  it("holds a repair against the place's repair rule and its dollar line", () => {
    const ask350 = ask(
      "3900 Hillcrest Dr, Madison, WI 53705",
      "Replacing some deck boards, about $350 in lumber. Do I need a permit?",
    );
    expect(ask350.headline).toBe("no");
    expect(ask350.markdown).toMatch(/at \$350 the work is under the rule's \$500 line/);
    const ask900 = ask(
      "3900 Hillcrest Dr, Madison, WI 53705",
      "Replacing some deck boards, about $900 in lumber. Do I need a permit?",
    );
    expect(ask900.headline).toBe("yes");
  });

  it("answers 'without any permit at all' with the other permit the rule names", () => {
    const answer = ask(
      "4700 Hatfield St, Pittsburgh, PA 15201",
      "Can I put up a 6 ft fence without any permit at all?",
    );
    expect(answer.headline).toBe("no");
    expect(answer.markdown).toMatch(/occupancy permit/);
  });

  it("reads 'no structural changes' as meeting 'if it will not affect the structure'", () => {
    const answer = ask(
      "1150 11th Ave, Honolulu, HI 96816",
      "Kaimuki house: reroofing with the same material, no structural changes. Do I need a building permit?",
    );
    expect(answer.headline).toBe("no");
  });
});
