import {
  EIGHTH_INCH_SCALE as EIGHTH,
  INCH,
  type Pen,
  QUARTER_INCH_SCALE as QUARTER,
  SHEET,
  box,
  centredText,
  circle,
  dimension,
  line,
  paragraph,
  text,
  viewTitle,
} from "./sheet-drawing.ts";
import { PROJECT, type SheetLabel } from "./title-block.ts";

/**
 * The six sheets of the sample residential addition. What they leave out is deliberate: no
 * energy compliance (no REScheck or IECC report), no owner authorization and no contractor's
 * licence, so that a completeness check has something to find.
 */
export type Sheet = SheetLabel & { draw: (pen: Pen) => void };

const TOP = SHEET.height - 1.25 * INCH;
const LEFT = 1.25 * INCH;

function titleSheet(pen: Pen): void {
  text(pen, PROJECT.name, LEFT, TOP, { size: 40, bold: true });
  text(pen, PROJECT.address, LEFT, TOP - 48, { size: 24 });
  text(pen, `PARCEL NUMBER (APN): ${PROJECT.parcel}`, LEFT, TOP - 80, { size: 18 });

  let y = paragraph(pen, ["PROJECT DATA"], LEFT, TOP - 150, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "LEGAL DESCRIPTION: LOT 7, BLOCK C, OAK HEIGHTS SUBDIVISION",
      "ZONING: SF-3 (FAMILY RESIDENCE)",
      "LOT AREA: 7,200 SF (60'-0\" x 120'-0\")",
      "EXISTING CONDITIONED AREA: 1,480 SF",
      "PROPOSED ADDITION (CONDITIONED): 420 SF",
      "TOTAL CONDITIONED AREA: 1,900 SF",
      "OCCUPANCY: R-3    CONSTRUCTION TYPE: V-B",
      "STORIES: 1 (NO CHANGE)    FIRE SPRINKLERS: NONE",
    ],
    LEFT,
    y,
    { size: 14 },
  );

  y = paragraph(pen, ["PROJECT TEAM"], LEFT + 760, TOP - 150, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "OWNER: JANE RIVERA",
      "1234 OAK STREET, AUSTIN, TX 78704    (512) 555-0142",
      "DESIGNER: MAYA OKAFOR, CEDAR LINE DESIGN STUDIO",
      "88 ELM ROW, AUSTIN, TX 78701    (512) 555-0187",
      "STRUCTURAL ENGINEER: DANIEL CHO, P.E., HILLSIDE STRUCTURAL",
      "GENERAL CONTRACTOR: TO BE DETERMINED",
    ],
    LEFT + 760,
    y,
    { size: 14 },
  );

  y = paragraph(pen, ["SCOPE OF WORK"], LEFT, TOP - 460, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "ONE-STORY REAR ADDITION OF 420 SF TO AN EXISTING ONE-STORY SINGLE-FAMILY RESIDENCE:",
      "NEW PRIMARY BEDROOM, BATHROOM AND WALK-IN CLOSET. REMOVE PART OF THE EXISTING REAR WALL",
      "FOR A NEW 12'-0\" OPENING WITH LVL BEAM. NEW SLAB-ON-GRADE FOUNDATION. NO WORK IN THE",
      "FRONT SETBACK; EXISTING DRIVEWAY AND FRONT WALK TO REMAIN.",
    ],
    LEFT,
    y,
    { size: 14 },
  );

  y = paragraph(pen, ["CODE DATA"], LEFT, TOP - 640, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "2021 IRC - INTERNATIONAL RESIDENTIAL CODE, WITH CITY OF AUSTIN LOCAL AMENDMENTS",
      "2020 NEC - NATIONAL ELECTRICAL CODE",
      "2021 UPC / 2021 UMC - PLUMBING AND MECHANICAL",
      "CITY OF AUSTIN LAND DEVELOPMENT CODE, TITLE 25",
    ],
    LEFT,
    y,
    { size: 14 },
  );

  y = paragraph(pen, ["SHEET INDEX"], LEFT + 760, TOP - 460, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "A0   TITLE SHEET",
      "A1   SITE PLAN",
      "A2   FLOOR PLANS - EXISTING AND PROPOSED",
      "A3   EXTERIOR ELEVATIONS",
      "S1   FOUNDATION PLAN AND FRAMING PLAN",
      "S2   STRUCTURAL NOTES",
    ],
    LEFT + 760,
    y,
    { size: 14 },
  );

  y = paragraph(pen, ["GENERAL NOTES"], LEFT, TOP - 800, { size: 18, bold: true });
  paragraph(
    pen,
    [
      '1. SCALE: 1/4" = 1\'-0" UNLESS NOTED OTHERWISE. DO NOT SCALE DRAWINGS; WRITTEN DIMENSIONS GOVERN.',
      "2. DIMENSIONS ARE TO FACE OF STUD OR FACE OF CONCRETE UNLESS NOTED OTHERWISE.",
      "3. VERIFY ALL EXISTING CONDITIONS IN THE FIELD BEFORE STARTING WORK.",
      "4. NEW FINISHES, ROOFING AND SIDING TO MATCH THE EXISTING HOUSE.",
    ],
    LEFT,
    y,
    { size: 14 },
  );

  // The signature block is left empty, as a set submitted unsigned would be.
  const signY = 2.2 * INCH;
  paragraph(pen, ["OWNER'S ACKNOWLEDGEMENT"], LEFT, signY + 90, { size: 16, bold: true });
  text(pen, "Owner signature ______________________________", LEFT, signY + 40, { size: 16 });
  text(pen, "Date ______________", LEFT + 500, signY + 40, { size: 16 });

  box(pen, LEFT + 1300, signY - 20, 4 * INCH, 3 * INCH, { thickness: 1.5 });
  paragraph(
    pen,
    [
      "DESIGNER'S STAMP",
      "",
      "CEDAR LINE DESIGN STUDIO",
      "MAYA OKAFOR, RESIDENTIAL DESIGNER",
      "ISSUED FOR PERMIT 11/02/2026",
      "NOT FOR CONSTRUCTION UNTIL APPROVED",
    ],
    LEFT + 1320,
    signY + 3 * INCH - 50,
    { size: 13 },
  );
}

function sitePlan(pen: Pen): void {
  // Lot 60' x 120', street (Oak Street) at the bottom; 1/8" = 1'-0".
  const ft = EIGHTH;
  const lotX = LEFT + 400;
  const lotY = 3 * INCH;
  const lot = { width: 60 * ft, depth: 120 * ft };
  box(pen, lotX, lotY, lot.width, lot.depth, { thickness: 3 });
  centredText(pen, "OAK STREET", lotX + lot.width / 2, lotY - 90, { size: 20, bold: true });
  line(pen, [lotX - 200, lotY - 50], [lotX + lot.width + 200, lotY - 50], { thickness: 2 });
  dimension(pen, [lotX, lotY - 20], [lotX + lot.width, lotY - 20], "60'-0\" PROPERTY LINE");
  dimension(pen, [lotX - 30, lotY], [lotX - 30, lotY + lot.depth], "120'-0\" PROPERTY LINE");

  // Setback lines: front 25', sides 5', rear 10' (SF-3).
  const dashed = { dashed: true, thickness: 1 };
  line(pen, [lotX, lotY + 25 * ft], [lotX + lot.width, lotY + 25 * ft], dashed);
  line(pen, [lotX + 5 * ft, lotY], [lotX + 5 * ft, lotY + lot.depth], dashed);
  line(pen, [lotX + 55 * ft, lotY], [lotX + 55 * ft, lotY + lot.depth], dashed);
  line(pen, [lotX, lotY + 110 * ft], [lotX + lot.width, lotY + 110 * ft], dashed);
  dimension(pen, [lotX + 30, lotY], [lotX + 30, lotY + 25 * ft], "FRONT SETBACK 25'-0\"");
  dimension(pen, [lotX, lotY + 860], [lotX + 5 * ft, lotY + 860], "5'-0\"");
  dimension(pen, [lotX + 55 * ft, lotY + 860], [lotX + lot.width, lotY + 860], "5'-0\"");
  dimension(
    pen,
    [lotX + lot.width - 30, lotY + 110 * ft],
    [lotX + lot.width - 30, lotY + lot.depth],
    "REAR SETBACK 10'-0\"",
  );

  // Existing house 40' x 37' set 30' back; the addition 28' x 15' behind it.
  const house = { x: lotX + 10 * ft, y: lotY + 30 * ft, width: 40 * ft, depth: 37 * ft };
  box(pen, house.x, house.y, house.width, house.depth, { thickness: 2.5 });
  centredText(pen, "(E) ONE-STORY RESIDENCE", house.x + house.width / 2, house.y + 180, {
    size: 14,
    bold: true,
  });
  centredText(pen, "1,480 SF - TO REMAIN", house.x + house.width / 2, house.y + 160, { size: 12 });
  const addition = {
    x: house.x + 6 * ft,
    y: house.y + house.depth,
    width: 28 * ft,
    depth: 15 * ft,
  };
  box(pen, addition.x, addition.y, addition.width, addition.depth, { thickness: 4 });
  centredText(pen, "(N) ADDITION 420 SF", addition.x + addition.width / 2, addition.y + 60, {
    size: 14,
    bold: true,
  });
  dimension(
    pen,
    [addition.x, addition.y + addition.depth + 20],
    [addition.x + addition.width, addition.y + addition.depth + 20],
    "28'-0\"",
  );
  dimension(
    pen,
    [addition.x + addition.width + 24, addition.y],
    [addition.x + addition.width + 24, addition.y + addition.depth],
    "15'-0\"",
  );
  dimension(
    pen,
    [addition.x + 60, addition.y + addition.depth],
    [addition.x + 60, lotY + lot.depth],
    "38'-0\" TO REAR P.L.",
  );
  box(pen, lotX + 44 * ft, lotY, 12 * ft, 30 * ft, { dashed: true });
  centredText(pen, "(E) DRIVEWAY", lotX + 50 * ft, lotY + 120, { size: 12 });
  const tree = { x: lotX + 17 * ft, y: lotY + 97 * ft };
  circle(pen, tree.x, tree.y, 9 * ft);
  centredText(pen, '(E) 24" LIVE OAK', tree.x, tree.y + 8, { size: 12 });
  centredText(pen, "PROTECTED - FENCE AT 1/2 CRZ", tree.x, tree.y - 10, { size: 10 });
  viewTitle(pen, 1, "SITE PLAN", '1/8" = 1\'-0"', lotX, 1.5 * INCH);

  const tableX = lotX + lot.width + 360;
  let y = paragraph(pen, ["LOT COVERAGE (SF-3)"], tableX, TOP - 40, { size: 18, bold: true });
  y = paragraph(
    pen,
    [
      "LOT AREA: 7,200 SF",
      "BUILDING COVERAGE - EXISTING: 1,620 SF (22.5%)",
      "BUILDING COVERAGE - PROPOSED: 2,040 SF (28.3%)    MAXIMUM 40%",
      "IMPERVIOUS COVER - EXISTING: 2,480 SF (34.4%)",
      "IMPERVIOUS COVER - PROPOSED: 2,900 SF (40.3%)    MAXIMUM 45%",
    ],
    tableX,
    y,
    { size: 14 },
  );
  y = paragraph(pen, ["SETBACKS"], tableX, y - 30, { size: 18, bold: true });
  y = paragraph(
    pen,
    [
      "FRONT: 25'-0\" REQUIRED, 30'-0\" EXISTING (NO CHANGE)",
      "SIDE: 5'-0\" REQUIRED, 10'-0\" EXISTING, 16'-0\" AT ADDITION",
      "REAR: 10'-0\" REQUIRED, 38'-0\" PROPOSED",
    ],
    tableX,
    y,
    { size: 14 },
  );
  y = paragraph(pen, ["SITE NOTES"], tableX, y - 30, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "1. PROPERTY LINES FROM SURVEY BY OTHERS, DATED 09/14/2026.",
      "2. SILT FENCE ALONG REAR PROPERTY LINE DURING CONSTRUCTION.",
      "3. ROOF DRAINAGE TO SPLASH BLOCKS; DO NOT DRAIN ONTO NEIGHBORING LOTS.",
      "4. NO EASEMENTS AFFECT THE AREA OF WORK.",
    ],
    tableX,
    y,
    { size: 14 },
  );
}

/** One floor plan drawing at 1/4" = 1'-0": the house, and the addition when `proposed`. */
function floorPlan(pen: Pen, x: number, y: number, proposed: boolean): void {
  const ft = QUARTER;
  const wall = { thickness: 3 };
  box(pen, x, y, 40 * ft, 37 * ft, wall);
  // Interior walls of the existing house.
  line(pen, [x + 21 * ft, y], [x + 21 * ft, y + 37 * ft], wall);
  line(pen, [x + 21 * ft, y + 18 * ft], [x + 40 * ft, y + 18 * ft], wall);
  line(pen, [x, y + 20 * ft], [x + 21 * ft, y + 20 * ft], wall);
  const label = (name: string, size: string, lx: number, ly: number) => {
    centredText(pen, name, lx, ly, { size: 14, bold: true });
    centredText(pen, size, lx, ly - 18, { size: 12 });
  };
  label("LIVING", "21'-0\" x 20'-0\"", x + 10.5 * ft, y + 10 * ft);
  label("KITCHEN / DINING", "21'-0\" x 17'-0\"", x + 10.5 * ft, y + 28 * ft);
  label("BEDROOM 1", "19'-0\" x 18'-0\"", x + 30.5 * ft, y + 9 * ft);
  label("BEDROOM 2", "12'-6\" x 11'-0\"", x + 27 * ft, y + 28 * ft);
  label("BATH", "6'-6\" x 8'-0\"", x + 36.5 * ft, y + 28 * ft);
  line(pen, [x + 33.5 * ft, y + 18 * ft], [x + 33.5 * ft, y + 37 * ft], wall);
  dimension(pen, [x, y - 30], [x + 40 * ft, y - 30], "40'-0\"");
  dimension(pen, [x - 30, y], [x - 30, y + 37 * ft], "37'-0\"");
  dimension(pen, [x, y - 60], [x + 21 * ft, y - 60], "21'-0\"");
  dimension(pen, [x + 21 * ft, y - 60], [x + 33.5 * ft, y - 60], "12'-6\"");
  if (!proposed) {
    line(pen, [x + 8 * ft, y + 37 * ft + 8], [x + 20 * ft, y + 37 * ft + 8], { dashed: true });
    centredText(pen, "(E) WALL TO BE REMOVED - 12'-0\"", x + 14 * ft, y + 37 * ft + 20, {
      size: 12,
    });
    return;
  }
  // The addition: primary bedroom, bath and closet behind the house.
  const ay = y + 37 * ft;
  const ax = x + 6 * ft;
  box(pen, ax, ay, 28 * ft, 15 * ft, { thickness: 5 });
  line(pen, [ax + 14 * ft, ay], [ax + 14 * ft, ay + 15 * ft], wall);
  line(pen, [ax + 14 * ft, ay + 8 * ft], [ax + 28 * ft, ay + 8 * ft], wall);
  label("PRIMARY BEDROOM", "14'-0\" x 12'-6\"", ax + 7 * ft, ay + 8 * ft);
  label("PRIMARY BATH", "14'-0\" x 7'-0\"", ax + 21 * ft, ay + 11.5 * ft);
  label("W.I.C.", "14'-0\" x 8'-0\"", ax + 21 * ft, ay + 4 * ft);
  dimension(pen, [ax, ay + 15 * ft + 30], [ax + 28 * ft, ay + 15 * ft + 30], "28'-0\"");
  dimension(pen, [ax + 28 * ft + 90, ay], [ax + 28 * ft + 90, ay + 15 * ft], "15'-0\"");
  text(pen, "NEW 12'-0\" OPENING, BEAM B1 ABOVE - SEE S1", ax + 2 * ft, ay - 18, { size: 11 });
  paragraph(
    pen,
    [
      "EGRESS WINDOW: 3'-0\" x 5'-0\" CASEMENT,",
      '5.7 SF NET CLEAR OPENING, SILL AT 36" A.F.F.',
      "SMOKE ALARM AND CO ALARM, INTERCONNECTED",
    ],
    ax - 6 * ft,
    ay + 15 * ft + 90,
    { size: 11 },
  );
}

function floorPlans(pen: Pen): void {
  floorPlan(pen, LEFT + 160, 6 * INCH, false);
  viewTitle(pen, 1, "EXISTING FLOOR PLAN", '1/4" = 1\'-0"', LEFT + 160, 3 * INCH);
  floorPlan(pen, LEFT + 1080, 6 * INCH, true);
  viewTitle(pen, 2, "PROPOSED FLOOR PLAN", '1/4" = 1\'-0"', LEFT + 1080, 3 * INCH);
  paragraph(
    pen,
    [
      "WALL LEGEND",
      "THIN LINE: (E) WALL TO REMAIN    DASHED: (E) WALL TO BE REMOVED    HEAVY: (N) 2x4 WALL",
      '(N) EXTERIOR WALLS: 2x6 STUDS @ 16" O.C., R-20 BATTS, 7/16" OSB SHEATHING',
    ],
    LEFT,
    1.6 * INCH,
    { size: 13 },
  );
}

/** An elevation: wall, gable roof and the heights beside it, 1/4" = 1'-0". */
function elevation(pen: Pen, x: number, y: number, widthFt: number, title: string, n: number) {
  const ft = QUARTER;
  box(pen, x, y, widthFt * ft, 9 * ft, { thickness: 2.5 });
  pen.page.drawSvgPath(
    `M 0 0 L ${(widthFt * ft) / 2 + 18} ${-(widthFt / 4) * ft} L ${widthFt * ft + 36} 0 Z`,
    { x: x - 18, y: y + 9 * ft, borderWidth: 2.5 },
  );
  // Windows.
  for (let i = 1; i <= Math.floor(widthFt / 12); i += 1)
    box(pen, x + (i * 12 - 4) * ft, y + 2.5 * ft, 3 * ft, 5 * ft);
  text(pen, "T.O. PLATE 9'-0\"", x + widthFt * ft + 40, y + 9 * ft - 4, { size: 12 });
  text(pen, "F.F. 0'-0\"", x + widthFt * ft + 40, y - 4, { size: 12 });
  viewTitle(pen, n, title, '1/4" = 1\'-0"', x, y - 70);
}

function exteriorElevations(pen: Pen): void {
  elevation(pen, LEFT + 80, 13 * INCH, 40, "REAR (NORTH) ELEVATION", 1);
  elevation(pen, LEFT + 80, 4 * INCH, 52, "EAST ELEVATION", 2);
  elevation(pen, LEFT + 1200, 13 * INCH, 28, "ADDITION - WEST ELEVATION", 3);
  const y = paragraph(pen, ["ELEVATION NOTES"], LEFT + 1200, 9.5 * INCH, { size: 18, bold: true });
  paragraph(
    pen,
    [
      "1. ROOF: 6:12 PITCH, ARCHITECTURAL ASPHALT SHINGLES TO MATCH (E).",
      '2. SIDING: FIBER CEMENT LAP SIDING, 6" EXPOSURE, TO MATCH (E).',
      "3. TRIM: 1x4 FIBER CEMENT AT CORNERS, DOORS AND WINDOWS.",
      "4. WINDOWS: VINYL, DOUBLE GLAZED, LOW-E.",
      "5. MAXIMUM BUILDING HEIGHT: 16'-4\" (32'-0\" ALLOWED IN SF-3).",
      "6. GUTTERS AND DOWNSPOUTS TO MATCH (E); DISCHARGE TO SPLASH BLOCKS.",
    ],
    LEFT + 1200,
    y,
    { size: 14 },
  );
}

function foundationAndFraming(pen: Pen): void {
  const ft = QUARTER;
  const fx = LEFT + 120;
  const fy = 12 * INCH;
  box(pen, fx, fy, 28 * ft, 15 * ft, { thickness: 3 });
  box(pen, fx + 12, fy + 12, 28 * ft - 24, 15 * ft - 24, { dashed: true });
  line(pen, [fx + 14 * ft, fy], [fx + 14 * ft, fy + 15 * ft], { dashed: true });
  dimension(pen, [fx, fy - 30], [fx + 28 * ft, fy - 30], "28'-0\"");
  dimension(pen, [fx - 30, fy], [fx - 30, fy + 15 * ft], "15'-0\"");
  centredText(pen, '4" SLAB ON GRADE', fx + 7 * ft, fy + 8 * ft, { size: 13, bold: true });
  centredText(pen, '#3 @ 18" O.C. E.W.', fx + 7 * ft, fy + 8 * ft - 18, { size: 12 });
  centredText(pen, "INTERIOR GRADE BEAM", fx + 14 * ft, fy + 15 * ft + 14, { size: 12 });
  viewTitle(pen, 1, "FOUNDATION PLAN", '1/4" = 1\'-0"', fx, fy - 100);
  paragraph(
    pen,
    [
      'F1: CONTINUOUS PERIMETER FOOTING 12" WIDE x 24" DEEP, (2) #5 CONT. TOP AND BOTTOM',
      'F2: INTERIOR GRADE BEAM 12" WIDE x 24" DEEP, (2) #5 CONT. TOP AND BOTTOM',
      'F3: PAD FOOTING 24" x 24" x 12" UNDER EACH POST OF BEAM B1, (3) #4 E.W.',
      'SLAB: 4" CONCRETE ON 10 MIL VAPOR RETARDER ON 4" COMPACTED BASE',
      'ANCHORAGE: 1/2" DIA. ANCHOR BOLTS @ 6\'-0" O.C., 7" EMBEDMENT, 12" FROM CORNERS',
      'DOWEL TO (E) FOUNDATION: #4 x 24" @ 24" O.C., EPOXY SET 6" INTO (E) BEAM',
    ],
    fx,
    fy - 170,
    { size: 13 },
  );

  const rx = LEFT + 1120;
  box(pen, rx, fy, 28 * ft, 15 * ft, { thickness: 3 });
  for (let x = rx + 16; x < rx + 28 * ft; x += 16 * (ft / 12))
    line(pen, [x, fy], [x, fy + 15 * ft], { thickness: 0.4 });
  line(pen, [rx, fy + 15 * ft + 20], [rx + 12 * ft, fy + 15 * ft + 20], { thickness: 5 });
  text(pen, "B1", rx + 12 * ft + 10, fy + 15 * ft + 14, { size: 14, bold: true });
  viewTitle(pen, 2, "ROOF AND CEILING FRAMING PLAN", '1/4" = 1\'-0"', rx, fy - 100);
  paragraph(
    pen,
    [
      'RAFTERS: 2x8 SYP NO. 2 @ 16" O.C., MAXIMUM HORIZONTAL SPAN 12\'-4"',
      'CEILING JOISTS: 2x6 SYP NO. 2 @ 16" O.C., SPAN 13\'-6"',
      "RIDGE: 2x10; HURRICANE TIES AT EACH RAFTER TO TOP PLATE",
      "HEADERS: (2) 2x10 AT OPENINGS UP TO 6'-0\"; (2) 2x8 UP TO 4'-0\"",
      'BEAM B1: 3-1/2" x 11-7/8" LVL AT NEW OPENING IN (E) REAR WALL, 12\'-0" SPAN',
      "POSTS: (3) 2x6 AT EACH END OF B1, ON F3 PAD FOOTINGS",
      'ROOF SHEATHING: 7/16" OSB, 8d NAILS @ 6" EDGES / 12" FIELD',
    ],
    rx,
    fy - 170,
    { size: 13 },
  );
  engineerStamp(pen);
}

function engineerStamp(pen: Pen): void {
  const x = LEFT + 1580;
  const y = 1.5 * INCH;
  box(pen, x, y, 4 * INCH, 3 * INCH, { thickness: 1.5 });
  paragraph(
    pen,
    [
      "ENGINEER'S SEAL",
      "DANIEL CHO, P.E.",
      "HILLSIDE STRUCTURAL ENGINEERING",
      "TEXAS P.E. NO. 98765 (SAMPLE)",
      "11/02/2026",
    ],
    x + 20,
    y + 3 * INCH - 40,
    { size: 13 },
  );
}

function structuralNotes(pen: Pen): void {
  const columns: { heading: string; notes: string[] }[] = [
    {
      heading: "DESIGN CRITERIA",
      notes: [
        "CODE: 2021 IRC WITH CITY OF AUSTIN AMENDMENTS",
        "ROOF LIVE LOAD: 20 PSF    ROOF DEAD LOAD: 15 PSF",
        "CEILING (ATTIC, NO STORAGE): 10 PSF",
        "ULTIMATE WIND SPEED: 115 MPH, EXPOSURE B",
        "SEISMIC DESIGN CATEGORY: A",
        "ALLOWABLE SOIL BEARING: 1,500 PSF (ASSUMED)",
      ],
    },
    {
      heading: "CONCRETE AND REINFORCING",
      notes: [
        "CONCRETE: f'c = 3,000 PSI AT 28 DAYS, 5\" MAXIMUM SLUMP",
        "REINFORCING: ASTM A615 GRADE 60; LAP 40 BAR DIAMETERS",
        'COVER: 3" AGAINST EARTH, 1-1/2" FORMED',
        'FOOTINGS BEAR ON UNDISTURBED SOIL 12" BELOW GRADE MINIMUM',
      ],
    },
    {
      heading: "WOOD FRAMING",
      notes: [
        "SAWN LUMBER: SOUTHERN PINE NO. 2 OR BETTER, 19% MAXIMUM MOISTURE",
        "LVL: Fb = 2,600 PSI, E = 2.0 x 10^6 PSI",
        "SILL PLATES ON CONCRETE: PRESERVATIVE-TREATED",
        "NAILING PER IRC TABLE R602.3(1) UNLESS NOTED",
        "WALL BRACING: CONTINUOUS SHEATHING, METHOD CS-WSP (IRC R602.10)",
        "JOIST AND RAFTER SPANS PER IRC TABLES R802.4.1(1) AND R802.5.1(1)",
      ],
    },
    {
      heading: "GENERAL",
      notes: [
        "CONTRACTOR TO VERIFY (E) FOUNDATION BEFORE DOWELLING.",
        "SHORE (E) ROOF BEFORE REMOVING THE REAR WALL UNDER B1.",
        "NOTIFY THE ENGINEER OF ANY CONDITION DIFFERENT FROM THESE DRAWINGS.",
      ],
    },
  ];
  // Two columns of notes, two groups in each.
  for (const [i, { heading, notes }] of columns.entries()) {
    const x = i % 2 === 0 ? LEFT : LEFT + 1000;
    const top = TOP - Math.floor(i / 2) * 420;
    const y = paragraph(pen, [heading], x, top, { size: 20, bold: true });
    paragraph(
      pen,
      notes.map((note, n) => `${n + 1}. ${note}`),
      x,
      y,
      { size: 15 },
    );
  }
  engineerStamp(pen);
}

export const PLAN_SET_SHEETS: readonly Sheet[] = [
  { number: "A0", title: "TITLE SHEET", scale: "AS NOTED", draw: titleSheet },
  { number: "A1", title: "SITE PLAN", scale: '1/8" = 1\'-0"', draw: sitePlan },
  {
    number: "A2",
    title: "FLOOR PLANS\nEXISTING AND PROPOSED",
    scale: '1/4" = 1\'-0"',
    draw: floorPlans,
  },
  { number: "A3", title: "EXTERIOR ELEVATIONS", scale: '1/4" = 1\'-0"', draw: exteriorElevations },
  {
    number: "S1",
    title: "FOUNDATION PLAN\nAND FRAMING PLAN",
    scale: '1/4" = 1\'-0"',
    draw: foundationAndFraming,
  },
  { number: "S2", title: "STRUCTURAL NOTES", scale: "NONE", draw: structuralNotes },
];
