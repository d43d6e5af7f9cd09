import { describe, expect, it } from "vitest";
import { stateJurisdiction } from "../permits/jurisdiction.ts";
import { getKnowledgeBase } from "../permits/knowledge-base.ts";
import { documentChecklist } from "./document-checklist.ts";
import { checkDocuments } from "./document-findings.ts";
import type { Finding, UploadedFile, UploadedPage } from "./document-types.ts";

const kb = getKnowledgeBase();

const textPage = (page: number, lines: string[]): UploadedPage => ({
  page,
  text: lines.join("\n"),
  read: "text",
  confidence: null,
});

const file = (fileId: string, name: string, pages: UploadedPage[]): UploadedFile => ({
  fileId,
  name,
  pages,
});

/** An addition's plan set: title sheet, site plan, floor plan, elevations, sections, structure. */
const additionPlans = file("f-plans", "smith-addition-plans.pdf", [
  textPage(1, [
    "SMITH RESIDENCE ADDITION",
    "PROJECT ADDRESS: 1234 OAK ST.",
    "SACRAMENTO, CA 95818",
    "APN: 012-0345-006",
    "OWNER: JOHN AND MARY SMITH",
    "DESIGNER: LOPEZ DESIGN STUDIO, 55 J STREET, SACRAMENTO",
    "CONTRACTOR: ACME BUILDERS INC. CSLB LIC. # 1012345",
    "SHEET INDEX",
    "A0.0 TITLE SHEET",
    "A1.0 SITE PLAN",
    "A2.0 FLOOR PLAN",
    "A3.0 ELEVATIONS",
    "A4.0 BUILDING SECTIONS",
    "S1.0 FOUNDATION PLAN",
    "S2.0 FRAMING PLAN",
    "GENERAL NOTES",
    "1. ALL WORK SHALL COMPLY WITH THE 2022 CALIFORNIA RESIDENTIAL CODE AND TITLE 24.",
    "2. CONTRACTOR SHALL VERIFY ALL DIMENSIONS IN THE FIELD PRIOR TO CONSTRUCTION.",
    "DESIGNER SIGNATURE: /s/ Maria Lopez",
    "DATE: 03/14/2025",
  ]),
  textPage(2, [
    "A1.0 SITE PLAN",
    'SCALE: 1" = 20\'-0"',
    "PROPERTY LINE 120'-0\"",
    "(E) RESIDENCE",
    "(N) ADDITION 16'-0\" X 20'-0\"",
    "REAR SETBACK 25'-0\"",
    "SIDE SETBACK 5'-6\"",
    "NORTH",
  ]),
  textPage(3, [
    "A2.0 FLOOR PLAN",
    'SCALE: 1/4" = 1\'-0"',
    "(N) BEDROOM 3 12'-6\" X 14'-0\"",
    "(N) BATH 2 8'-0\" X 5'-0\"",
    "(E) KITCHEN",
  ]),
  textPage(4, [
    "A3.0 ELEVATIONS",
    'SCALE: 1/4" = 1\'-0"',
    "NORTH ELEVATION",
    "EAST ELEVATION",
    "T.O. PLATE 9'-1 1/8\"",
    "FINISH FLOOR ELEVATION 100.00'",
    "COMPOSITION SHINGLE ROOFING TO MATCH (E)",
  ]),
  textPage(5, [
    "A4.0 BUILDING SECTIONS",
    'SCALE: 1/2" = 1\'-0"',
    "SECTION A-A",
    "R-38 BATT INSULATION AT CEILING",
    '2X6 STUDS @ 16" O.C. W/ R-21 BATT',
  ]),
  textPage(6, [
    "S1.0 FOUNDATION PLAN",
    'SCALE: 1/4" = 1\'-0"',
    '12" WIDE X 12" DEEP CONTINUOUS FOOTING',
    "#4 BARS CONTINUOUS, 20'-0\" TOTAL",
  ]),
  textPage(7, [
    "S2.0 FRAMING PLAN",
    "ROOF FRAMING PLAN",
    'SCALE: 1/4" = 1\'-0"',
    '2X10 RAFTERS @ 16" O.C.',
    "4X10 HEADER, 6'-0\" SPAN",
  ]),
]);

const byId = (findings: Finding[]) => new Map(findings.map((finding) => [finding.itemId, finding]));

describe("checking an addition's plan set", () => {
  const checklist = documentChecklist({
    kb,
    projectTypeId: "addition",
    jurisdiction: stateJurisdiction(kb, "CA"),
  });
  const findings = checkDocuments({
    checklist,
    files: [additionPlans],
    address: { line: "1234 Oak Street, Sacramento, CA 95818", parcel: "012-0345-006" },
  });
  const found = byId(findings);

  it("gives one finding per checklist item, in checklist order", () => {
    expect(findings.map((finding) => finding.itemId)).toEqual(checklist.map((item) => item.id));
  });

  it("finds the drawings by their sheet titles, not by the sheet index", () => {
    expect(found.get("doc:site-plan")).toMatchObject({
      status: "found",
      where: [{ fileId: "f-plans", fileName: "smith-addition-plans.pdf", page: 2 }],
    });
    expect(found.get("doc:site-plan")?.where[0]?.excerpt).toMatch(/^A1\.0 SITE PLAN/);
    expect(found.get("doc:floor-plan+elevations+sections")?.status).toBe("found");
    expect(found.get("doc:foundation-plan+framing-plan+roof-plan")?.status).toBe("found");
  });

  it("reports the missing energy compliance, naming California's energy code", () => {
    const energy = found.get("doc:energy-compliance");
    expect(energy?.status).toBe("missing");
    expect(energy?.label).toContain("Title 24, Part 6");
    expect(energy?.source?.url).toBe(kb.sources.get("ca-cec-energy-code")?.url);
  });

  it("leaves conditional items it cannot see unclear, never missing", () => {
    for (const id of [
      "general:owner-authorization",
      "general:hoa-approval",
      "general:historic-approval",
      "doc:structural-calculations",
      "doc:hvac-load",
    ]) {
      expect(found.get(id)?.status, id).toBe("unclear");
      expect(found.get(id)?.note, id).toMatch(/^Only needed /);
    }
    expect(found.get("general:owner-authorization")?.note).toContain(
      "Only needed where someone other than the owner applies",
    );
  });

  it("finds the contractor's license number", () => {
    expect(found.get("general:contractor-license")).toMatchObject({ status: "found" });
    expect(found.get("general:contractor-license")?.where[0]?.excerpt).toContain("LIC. # 1012345");
  });

  it("passes the sheet checks: scale, dimensions, address, parcel and signature", () => {
    for (const id of [
      "sheet:scale",
      "sheet:dimensions",
      "sheet:address",
      "sheet:parcel",
      "sheet:signature",
    ])
      expect(found.get(id)?.status, id).toBe("found");
    expect(found.get("sheet:address")?.where[0]).toMatchObject({ page: 1 });
    expect(found.get("sheet:address")?.where[0]?.excerpt).toContain("1234 OAK ST.");
    expect(found.get("sheet:signature")?.where[0]?.excerpt).toContain("/s/ Maria Lopez");
  });

  it("keeps excerpts short", () => {
    for (const finding of findings)
      for (const place of finding.where) expect(place.excerpt.length).toBeLessThanOrEqual(160);
  });

  it("is deterministic, whatever order the pages come in", () => {
    const shuffled = { ...additionPlans, pages: [...additionPlans.pages].reverse() };
    const again = checkDocuments({
      checklist,
      files: [shuffled],
      address: { line: "1234 Oak Street, Sacramento, CA 95818", parcel: "012-0345-006" },
    });
    expect(again).toEqual(findings);
  });
});

describe("weak evidence", () => {
  const checklist = documentChecklist({
    kb,
    projectTypeId: "addition",
    jurisdiction: stateJurisdiction(kb, "CA"),
  });
  const address = { line: "1234 Oak Street, Sacramento, CA 95818" };

  it("takes text found only in low-confidence OCR as unclear", () => {
    const scan = file("f-scan", "scan.pdf", [
      {
        ...textPage(1, ["A1.0 SITE PLAN", 'SCALE: 1" = 20\'-0"', "1234 OAK STREET"]),
        read: "ocr",
        confidence: 42,
      },
      {
        ...textPage(2, ["A2.0 FLOOR PLAN", 'SCALE: 1/4" = 1\'-0"']),
        read: "ocr",
        confidence: null,
      },
    ]);
    const found = byId(checkDocuments({ checklist, files: [scan], address }));
    expect(found.get("doc:site-plan")?.status).toBe("unclear");
    expect(found.get("doc:site-plan")?.note).toContain("low confidence (42%");
    expect(found.get("doc:site-plan")?.where[0]).toMatchObject({ fileId: "f-scan", page: 1 });
    expect(found.get("sheet:scale")?.status).toBe("unclear");
    expect(found.get("sheet:address")?.status).toBe("unclear");
  });

  it("counts the same scan read with high confidence", () => {
    const scan = file("f-scan", "scan.pdf", [
      {
        ...textPage(1, ["A1.0 SITE PLAN", 'SCALE: 1" = 20\'-0"', "1234 OAK STREET"]),
        read: "ocr",
        confidence: 91,
      },
    ]);
    const found = byId(checkDocuments({ checklist, files: [scan], address }));
    expect(found.get("doc:site-plan")?.status).toBe("found");
    expect(found.get("sheet:address")?.status).toBe("found");
  });

  it("takes a document named only in a general note, or marked as coming later, as unclear", () => {
    const notes = file("f-notes", "plans.pdf", [
      textPage(1, [
        "A1.0 SITE PLAN",
        'SCALE: 1" = 20\'-0"',
        "GENERAL NOTES",
        "1. SEE FLOOR PLAN FOR ALL ROOM DIMENSIONS.",
        "ENERGY COMPLIANCE: BY OTHERS",
      ]),
    ]);
    const found = byId(checkDocuments({ checklist, files: [notes], address }));
    const energy = found.get("doc:energy-compliance");
    expect(energy?.status).toBe("unclear");
    expect(energy?.note).toContain('marked "BY OTHERS"');
    const drawings = found.get("doc:floor-plan+elevations+sections");
    expect(drawings?.status).toBe("unclear");
    expect(drawings?.note).toContain("only named in a note");
  });

  it("finds California's Title 24 compliance form", () => {
    const title24 = file("f-t24", "title24.pdf", [
      textPage(1, [
        "CERTIFICATE OF COMPLIANCE - RESIDENTIAL PERFORMANCE COMPLIANCE METHOD",
        "CF1R-PRF-01-E",
        "Project Name: Smith Addition",
        "Calculation Date/Time: 2025-03-10",
      ]),
    ]);
    const found = byId(checkDocuments({ checklist, files: [additionPlans, title24], address }));
    expect(found.get("doc:energy-compliance")).toMatchObject({
      status: "found",
      where: [{ fileId: "f-t24", page: 1 }],
    });
  });

  it("finds the owner's authorization letter", () => {
    const letter = file("f-auth", "owner-letter.pdf", [
      textPage(1, [
        "OWNER AUTHORIZATION",
        "I, John Smith, owner of 1234 Oak Street, hereby authorize Acme Builders Inc. to apply for and obtain building permits on my behalf.",
        "Signed: John Smith   Date: 03/01/2025",
      ]),
    ]);
    const found = byId(checkDocuments({ checklist, files: [additionPlans, letter], address }));
    const authorization = found.get("general:owner-authorization");
    expect(authorization?.status).toBe("found");
    expect(authorization?.where[0]).toMatchObject({ fileId: "f-auth", page: 1 });
    expect(authorization?.where[0]?.excerpt).toMatch(/^OWNER AUTHORIZATION/);
  });
});

describe("checking a deck", () => {
  const checklist = documentChecklist({
    kb,
    projectTypeId: "deck",
    jurisdiction: stateJurisdiction(kb, "CO"),
  });
  const deck = file("f-deck", "deck-permit-set.pdf", [
    textPage(1, [
      "BACKYARD DECK - PERMIT DRAWINGS",
      "782 W. MAPLE AVE, LAKEWOOD, CO 80226",
      "SITE PLAN",
      "SCALE: 1\" = 20'",
      "LOT 60'-0\" X 125'-0\"",
      "DECK 14'-0\" X 16'-0\", 10'-0\" FROM REAR PROPERTY LINE",
    ]),
    textPage(2, [
      "D1 DECK FRAMING PLAN",
      'SCALE: 1/4" = 1\'-0"',
      '2X10 JOISTS @ 16" O.C., SPAN 11\'-6"',
      '(2) 2X10 BEAM ON 6X6 POSTS, 12" DIA. X 36" DEEP FOOTINGS',
      "D2 LEDGER DETAIL",
      '1/2" LAG SCREWS @ 16" O.C. STAGGERED, FLASHING ABOVE LEDGER',
      "D3 GUARD DETAIL",
    ]),
  ]);

  it("finds the site plan, the deck plan and the ledger detail; no signature", () => {
    const found = byId(
      checkDocuments({
        checklist,
        files: [deck],
        address: { line: "782 West Maple Avenue, Lakewood, CO 80226" },
      }),
    );
    expect(found.get("doc:site-plan")?.status).toBe("found");
    expect(found.get("doc:deck-plan")?.status).toBe("found");
    expect(found.get("doc:details-ledger-flashing")).toMatchObject({
      status: "found",
      where: [{ page: 2 }],
    });
    expect(found.get("sheet:address")?.status).toBe("found");
    expect(found.get("sheet:scale")?.status).toBe("found");
    expect(found.get("sheet:dimensions")?.status).toBe("found");
    expect(found.get("sheet:signature")?.status).toBe("missing");
    // No parcel number, and the place is not known to ask for one.
    expect(found.get("sheet:parcel")?.status).toBe("unclear");
  });

  it("keeps the ledger unclear when it is only named in a note", () => {
    const noted = file("f-deck", "deck.pdf", [
      textPage(1, [
        "DECK FRAMING PLAN",
        'SCALE: 1/4" = 1\'-0"',
        "ATTACH LEDGER PER DETAIL 3, SEE NOTES",
      ]),
    ]);
    const found = byId(
      checkDocuments({ checklist, files: [noted], address: { line: "782 W Maple Ave" } }),
    );
    expect(found.get("doc:details-ledger-flashing")?.status).toBe("unclear");
    expect(found.get("doc:site-plan")?.status).toBe("missing");
  });
});

describe("checking a rooftop solar set", () => {
  const checklist = documentChecklist({
    kb,
    projectTypeId: "rooftop-solar",
    jurisdiction: stateJurisdiction(kb, "CA"),
  });
  const plans = file("f-pv", "pv-plans.pdf", [
    textPage(1, [
      "PV-1 SITE PLAN AND ROOF PLAN",
      'SCALE: 1/8" = 1\'-0"',
      "455 BIRCH STREET, FRESNO, CA 93704",
      "APN: 459-112-07",
      "3'-0\" FIRE ACCESS PATHWAY",
      "(22) MODULES ON SOUTH ROOF, 18'-4\" X 30'-2\"",
    ]),
    textPage(2, [
      "PV-3 SINGLE LINE DIAGRAM",
      "NOT TO SCALE",
      "(22) REC ALPHA PURE-R 405W MODULES",
      "(22) ENPHASE IQ8PLUS-72-2-US MICROINVERTERS",
      "RAPID SHUTDOWN COMPLIANT PER NEC 690.12",
      "200A MAIN SERVICE PANEL, 40A PV BREAKER",
    ]),
  ]);
  const sheets = file("f-specs", "datasheets.pdf", [
    textPage(1, ["REC ALPHA PURE-R SERIES", "PRODUCT DATASHEET", "405 Wp"]),
    textPage(2, ["IQ8 Series Microinverters", "DATA SHEET"]),
  ]);

  it("finds the plans, the single-line diagram and the spec sheets; the structural letter is missing", () => {
    const found = byId(
      checkDocuments({
        checklist,
        files: [plans, sheets],
        address: { line: "455 Birch St, Fresno, CA 93704", parcel: "459-112-07" },
      }),
    );
    expect(found.get("doc:site-plan+roof-plan")?.status).toBe("found");
    expect(found.get("doc:single-line")?.status).toBe("found");
    expect(found.get("doc:equipment-specs")).toMatchObject({
      status: "found",
      where: [
        { fileId: "f-specs", page: 1 },
        { fileId: "f-specs", page: 2 },
      ],
    });
    expect(found.get("doc:structural-calculations")?.status).toBe("missing");
    expect(found.get("doc:utility-paperwork")?.status).toBe("missing");
    expect(found.get("sheet:parcel")?.status).toBe("found");
    const scale = found.get("sheet:scale");
    expect(scale?.status).toBe("found");
    expect(scale?.note).toContain("Marked not to scale (NTS) on page 2 of pv-plans.pdf");
  });

  it("flags a parcel number that is not the one given", () => {
    const found = byId(
      checkDocuments({
        checklist,
        files: [plans],
        address: { line: "455 Birch St, Fresno, CA 93704", parcel: "459-112-08" },
      }),
    );
    expect(found.get("sheet:parcel")).toMatchObject({ status: "unclear" });
    expect(found.get("sheet:parcel")?.note).toContain("459-112-07");
  });
});

describe("the address on the title sheet", () => {
  const checklist = documentChecklist({
    kb,
    projectTypeId: "shed",
    jurisdiction: stateJurisdiction(kb, "OR"),
  });
  const withTitle = (line: string) =>
    file("f", "shed.pdf", [textPage(1, ["SHED - SITE PLAN", "SCALE: 1\" = 10'", line])]);
  const addressStatus = (line: string, given: string) =>
    byId(checkDocuments({ checklist, files: [withTitle(line)], address: { line: given } })).get(
      "sheet:address",
    );

  it("matches Street to St., whatever the case", () => {
    expect(addressStatus("ADDRESS: 88 ELM ST.", "88 Elm Street, Salem, OR")?.status).toBe("found");
    expect(addressStatus("Address: 88 Elm Street", "88 ELM ST, SALEM OR")?.status).toBe("found");
  });

  it("does not take another street type or house number for the address", () => {
    expect(addressStatus("ADDRESS: 88 ELM AVE", "88 Elm Street, Salem, OR")?.status).toBe(
      "missing",
    );
    const other = addressStatus("ADDRESS: 86 ELM STREET", "88 Elm Street, Salem, OR");
    expect(other?.status).toBe("unclear");
    expect(other?.note).toContain("number 86");
  });
});

describe("items the check cannot see", () => {
  it("marks sheet checks not applicable where the project has no drawings", () => {
    const checklist = documentChecklist({
      kb,
      projectTypeId: "water-heater",
      jurisdiction: stateJurisdiction(kb, "TX"),
    });
    const findings = checkDocuments({
      checklist,
      files: [
        file("f", "heater.pdf", [textPage(1, ["INSTALLATION MANUAL", "Rheem Performance 50 gal"])]),
      ],
      address: { line: "1 Main St, Austin, TX" },
    });
    const sheets = findings.filter((finding) => finding.itemId.startsWith("sheet:"));
    expect(sheets.map((finding) => finding.status)).toEqual(Array(5).fill("not-applicable"));
    expect(byId(findings).get("doc:equipment-specs")?.status).toBe("found");
  });

  it("leaves an item it cannot look for unclear", () => {
    const checklist = documentChecklist({
      kb,
      projectTypeId: "finish-work",
      jurisdiction: stateJurisdiction(kb, "TX"),
    });
    const [first] = checkDocuments({ checklist, files: [], address: { line: "1 Main St" } });
    expect(first).toMatchObject({
      status: "unclear",
      itemId: expect.stringMatching(/^doc:unclassified/),
    });
    expect(first?.note).toContain("can't check this one");
  });
});
