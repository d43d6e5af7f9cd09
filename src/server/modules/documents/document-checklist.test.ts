import { describe, expect, it } from "vitest";
import { type Jurisdiction, stateJurisdiction } from "../permits/jurisdiction.ts";
import { getKnowledgeBase } from "../permits/knowledge-base.ts";
import { documentChecklist } from "./document-checklist.ts";

const kb = getKnowledgeBase();

/** A place whose office and verified facts the knowledge base's local layer has. */
function localJurisdiction(state: string, authority: string): Jurisdiction {
  const local = kb.local.find((entry) => entry.state === state && entry.authority === authority);
  if (!local) throw new Error(`no local entry for ${authority}, ${state}`);
  return {
    ...stateJurisdiction(kb, state),
    status: "resolved",
    authority: { name: authority, kind: "city" },
    local,
  };
}

const checklist = (projectTypeId: string, jurisdiction: Jurisdiction) =>
  documentChecklist({ kb, projectTypeId, jurisdiction });

describe("the document checklist", () => {
  it("lists a project type's documents, then the general items, then the sheet checks", () => {
    const items = checklist("addition", stateJurisdiction(kb, "CO"));
    expect(items.map((item) => item.id)).toEqual([
      "doc:site-plan",
      "doc:floor-plan+elevations+sections",
      "doc:foundation-plan+framing-plan+roof-plan",
      "doc:structural-calculations",
      "doc:energy-compliance",
      "doc:hvac-load",
      "general:owner-authorization",
      "general:contractor-license",
      "general:hoa-approval",
      "general:historic-approval",
      "sheet:scale",
      "sheet:dimensions",
      "sheet:address",
      "sheet:parcel",
      "sheet:signature",
    ]);
    const site = items[0];
    expect(site).toMatchObject({ kind: "document", appliesWhen: null, detectable: true });
    // The addition's construction-documents section, with the project type's as-of date.
    expect(site?.source).toEqual({
      title: "International Residential Code 2021, Section R106 Construction documents",
      url: "https://codes.iccsafe.org/content/IRC2021P2/chapter-1-scope-and-administration",
      asOf: "2025-01-01",
    });
    expect(items.find((item) => item.id === "doc:hvac-load")?.appliesWhen).toBe(
      "if heating and cooling are extended",
    );
  });

  it("is the same list every time", () => {
    const jurisdiction = stateJurisdiction(kb, "TX");
    expect(checklist("adu", jurisdiction)).toEqual(checklist("adu", jurisdiction));
  });

  it("names California's energy code, Title 24 Part 6, with its source", () => {
    const energy = checklist("addition", stateJurisdiction(kb, "CA")).find(
      (item) => item.id === "doc:energy-compliance",
    );
    expect(energy?.label).toContain("Title 24, Part 6");
    expect(energy?.why).toContain("California adopted");
    expect(energy?.source?.url).toBe(kb.sources.get("ca-cec-energy-code")?.url);
  });

  it("names the 2021 IECC where the state adopted it", () => {
    const energy = checklist("new-home", stateJurisdiction(kb, "CT")).find(
      (item) => item.id === "doc:energy-compliance",
    );
    expect(energy?.label).toContain("2021 IECC");
    expect(energy?.source?.url).toBe(kb.sources.get("ct-das-state-building-code")?.url);
  });

  it("names no energy code where the state has none on file", () => {
    const energy = checklist("addition", stateJurisdiction(kb, "AL")).find(
      (item) => item.id === "doc:energy-compliance",
    );
    expect(energy?.label).not.toMatch(/IECC/);
    expect(energy?.why).toContain("We have no statewide energy code on file for Alabama");
  });

  it("asks for energy compliance only where the project type does", () => {
    const ids = checklist("deck", stateJurisdiction(kb, "CA")).map((item) => item.id);
    expect(ids).not.toContain("doc:energy-compliance");
    expect(ids).toContain("doc:details-ledger-flashing");
  });

  it("marks the general items unverified where the place has no fact on file", () => {
    const items = checklist("deck", stateJurisdiction(kb, "CO"));
    const license = items.find((item) => item.id === "general:contractor-license");
    expect(license).toMatchObject({
      appliesWhen: "where the jurisdiction licenses contractors",
      source: null,
    });
    expect(license?.why).toMatch(/^Unverified/);
    const hoa = items.find((item) => item.id === "general:hoa-approval");
    expect(hoa?.why).toMatch(/^Not a permit requirement/);
    expect(hoa?.appliesWhen).toBe("where the property is in a homeowners association");
    for (const check of items.filter((item) => item.kind === "sheet"))
      expect(check.source, check.id).toBeNull();
  });

  it("rests the general items on the place's verified facts where it has them", () => {
    const chesapeake = checklist("deck", localJurisdiction("VA", "City of Chesapeake"));
    const hoa = chesapeake.find((item) => item.id === "general:hoa-approval");
    expect(hoa?.why).toContain("the HOA approval must be submitted with the permit request");
    expect(hoa?.source?.url).toContain("cityofchesapeake.net");

    const lynn = checklist("addition", localJurisdiction("MA", "City of Lynn"));
    expect(lynn.find((item) => item.id === "general:contractor-license")).toMatchObject({
      appliesWhen: "where a contractor does the work",
      source: { title: expect.any(String), url: expect.any(String), asOf: expect.any(String) },
    });

    const dupage = checklist("deck", {
      ...localJurisdiction("IL", "DuPage County"),
      authority: { name: "DuPage County", kind: "county" },
    });
    expect(dupage.find((item) => item.id === "general:owner-authorization")?.why).toContain(
      "notarized owner authorization form",
    );
  });

  it("says so where the place does not ask for the HOA's approval, and names its historic review", () => {
    const canton = checklist("deck", localJurisdiction("MI", "Canton Township"));
    const hoa = canton.find((item) => item.id === "general:hoa-approval");
    expect(hoa?.why).toMatch(/^Not a permit requirement: .*does not require HOA approval/);
    expect(hoa?.source).not.toBeNull();

    const detroit = checklist("addition", localJurisdiction("MI", "City of Detroit"));
    const historic = detroit.find((item) => item.id === "general:historic-approval");
    expect(historic?.why).toContain("Certificate of Appropriateness");
    expect(historic?.source).not.toBeNull();
  });

  it("lists historic review once where the project type already asks for it", () => {
    const ids = checklist("demolition", stateJurisdiction(kb, "CO")).map((item) => item.id);
    expect(ids.filter((id) => id.endsWith("historic-approval"))).toEqual(["doc:historic-approval"]);
  });

  it("keeps ids unique", () => {
    for (const type of kb.projectTypes) {
      const ids = checklist(type.id, stateJurisdiction(kb, "NY")).map((item) => item.id);
      expect(new Set(ids).size, type.id).toBe(ids.length);
    }
  });

  it("throws on an unknown project type", () => {
    expect(() => checklist("moon-base", stateJurisdiction(kb, "CO"))).toThrow(
      /Unknown project type "moon-base"/,
    );
  });
});
