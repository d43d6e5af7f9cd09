/**
 * The kinds of document a permit application is made of, each with the words that name it in the
 * knowledge base's document lists and the words that show it in uploaded page text.
 *
 * Page text is matched line by line. A `titles` match counts only on a line that reads as a sheet
 * or page title ("A1.0 FLOOR PLAN"): in a sentence ("SEE SITE PLAN FOR SETBACKS") it is a mention.
 * A `marks` match counts wherever it stands (a licence number, "Certificate of Appropriateness").
 * A `mentions` match is never enough on its own (a blank "License No." field, "HOA" in a note).
 */
export type DocumentKind = {
  id: string;
  /** How a note names it: "a site plan". */
  noun: string;
  /** Why a permit office looks at it, in plain words. */
  purpose: string;
  /** Names this kind in a knowledge-base document line ("Floor plans, elevations and sections"). */
  named: RegExp | null;
  /** Kinds whose naming wins over this one in the same words ("HVAC load calculation" is not a mechanical plan). */
  yieldsTo?: string[];
  titles: RegExp[];
  marks?: RegExp[];
  mentions?: RegExp[];
  /** Lines that look like this kind but are something else ("FINISH FLOOR ELEVATION 100.0"). */
  notThis?: RegExp;
  /** Words a line must also hold to count ("LEDGER" for ledger details). */
  alsoNeeds?: RegExp;
  /** A drawing: its pages are the ones the scale and dimension checks read. */
  drawing: boolean;
};

export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  {
    id: "permit-application",
    noun: "the permit application",
    purpose: "The application form says who is applying, for which property, and what the work is.",
    named: /^(?:an? )?permit application\b/i,
    titles: [
      /\b(?:building |residential |construction )?permit application\b/i,
      /\bapplication for (?:an? )?(?:building |residential |construction )?permit\b/i,
    ],
    drawing: false,
  },
  {
    id: "site-plan",
    noun: "a site plan",
    purpose:
      "A site plan shows where the work sits on the lot and how far it is from the property lines, so setbacks and lot coverage can be checked.",
    named: /\b(?:site|plot) plans?\b|\bsite drawing\b/i,
    titles: [/\b(?:site|plot) plan\b/i, /\bplot diagram\b/i],
    drawing: true,
  },
  {
    id: "survey",
    noun: "a survey",
    purpose:
      "A surveyor's drawing fixes where the lot lines are, which setbacks are measured from.",
    named: /(?<!asbestos )\bsurvey\b/i,
    titles: [
      /\b(?:boundary|property|topographic(?:al)?|alta|lot|land|mortgage|location) survey\b/i,
      /\bplat of survey\b/i,
      /\bsurvey plat\b/i,
    ],
    mentions: [/\b(?:registered|licensed|professional) (?:land )?surveyor\b/i],
    drawing: true,
  },
  {
    id: "floor-plan",
    noun: "a floor plan",
    purpose: "Floor plans show the rooms, walls, doors and windows with their sizes and uses.",
    named: /\bfloor plans?\b/i,
    titles: [/\bfloor plans?\b/i],
    drawing: true,
  },
  {
    id: "elevations",
    noun: "elevations",
    purpose: "Elevations show the outside faces of the building: heights, windows and finishes.",
    named: /\belevations?\b/i,
    titles: [
      /\belevations?\b/i,
      /\b(?:front|rear|side|left|right|north|south|east|west)\s+elev\.?(?:ation)?s?\b/i,
    ],
    notThis:
      /\b(?:floor|grade|flood|pad|bearing|finish(?:ed)?|top of \w+|t\.?o\.?\w*|datum)\s+elev|\belev(?:ation)?\.?\s*[=:]?\s*\d/i,
    drawing: true,
  },
  {
    id: "sections",
    noun: "sections",
    purpose:
      "Sections cut through the building to show how floors, walls and roof are put together.",
    named: /\bsections?\b/i,
    titles: [
      /\b(?:building|wall|cross|typical|longitudinal|transverse)[ -]?sections?\b/i,
      // "SECTION A-A", not a code section ("SECTION R507.9").
      /^(?:[a-z]{1,2}-?\d+(?:\.\d+)?\s+)?sections?\b(?!\s*§?\s*[a-z]?\d{3})/i,
    ],
    drawing: true,
  },
  {
    id: "foundation-plan",
    noun: "a foundation plan",
    purpose:
      "The foundation plan shows footings, piers or slab, which carry the building's weight.",
    named:
      /\bfoundation(?=\s*,|\s+and\b|\s+or\b|\s+plans?\b|\s+details?\b)|\bfootings?\b|\bslab plan\b|\banchorage\b/i,
    titles: [
      /\bfoundation (?:plan|detail|section)s?\b/i,
      /\bfooting (?:plan|detail|layout)s?\b/i,
      /\bslab plan\b/i,
      /\banchorage detail\b/i,
      /\bpier (?:plan|layout)\b/i,
    ],
    drawing: true,
  },
  {
    id: "framing-plan",
    noun: "a framing plan",
    purpose: "Framing plans give the sizes and spacing of joists, beams, rafters and posts.",
    named: /\bframing\b/i,
    titles: [/\bframing (?:plan|detail)s?\b/i],
    drawing: true,
  },
  {
    id: "roof-plan",
    noun: "a roof plan",
    purpose: "The roof plan shows the roof's shape, slopes and framing.",
    named: /\broof plans?\b|\broof framing\b/i,
    titles: [/\broof (?:framing )?plan\b/i],
    drawing: true,
  },
  {
    id: "deck-plan",
    noun: "a deck plan",
    purpose:
      "The deck plan gives footing, post, beam and joist sizes and spans, and the guard and stair details.",
    named: /\bdeck plan\b/i,
    titles: [/\bdeck (?:framing )?plan\b/i, /\bdeck framing\b/i],
    drawing: true,
  },
  {
    id: "beam",
    noun: "the beam or header design",
    purpose: "The new beam's size and where its load goes down to the foundation.",
    named: /\bbeam\b/i,
    titles: [/\b(?:beam|header) (?:detail|schedule|calc\w*|design|sizing)s?\b/i],
    drawing: true,
  },
  {
    id: "structural-plans",
    noun: "structural plans",
    purpose: "Structural plans show the foundation and framing that carry the loads.",
    named: /\bstructural plans?\b/i,
    titles: [
      /\bstructural (?:plan|drawing|sheet)s?\b/i,
      /\bfoundation plan\b/i,
      /\bframing plan\b/i,
    ],
    drawing: true,
  },
  {
    id: "structural-calculations",
    noun: "structural calculations",
    purpose:
      "An engineer's calculations or letter show that beams, walls and connections carry their loads.",
    named:
      /\bstructural (?:calculations?|calcs|letter|review|design)\b|\bengineer(?:ing\b|'s\b|ed (?:plans|design|drawings)\b)|\bstamped design\b|(?<!(?:load|area) )\bcalculations\b/i,
    // "The manufacturer's engineered drawings" are the maker's drawings.
    yieldsTo: ["manufacturer-drawings"],
    titles: [
      /\bstructural (?:calculations?|calcs|analysis|design|letter|report)\b/i,
      /\b(?:engineering|design) calculations?\b/i,
      /\bengineer'?s? (?:letter|report)\b/i,
      /^calculations?\b/i,
    ],
    drawing: false,
  },
  {
    id: "truss",
    noun: "truss drawings",
    purpose: "The truss maker's drawings give each truss's design loads and connections.",
    named: /\btruss/i,
    titles: [/\btruss (?:design|drawings?|layout|package|profiles?|placement)\b/i],
    drawing: false,
  },
  {
    id: "energy-compliance",
    noun: "energy compliance documentation",
    purpose:
      "Energy compliance forms show that insulation, windows and air sealing meet the energy code.",
    named: /\benergy (?:code )?compliance\b|\benergy (?:calculations?|analysis)\b/i,
    titles: [
      /\benergy (?:code )?compliance\b/i,
      /\b(?:rescheck|res check|comcheck)\b/i,
      /\bcompliance certificate\b/i,
      /\bcertificate of compliance\b/i,
      /\bcf-?1r\b/i,
      /\btitle 24\b.{0,40}\b(?:report|compliance|documentation|calculations?)\b/i,
      /\benergy (?:calculations?|analysis|report)\b/i,
    ],
    drawing: false,
  },
  {
    id: "hvac-load",
    noun: "a heating and cooling load calculation (Manual J)",
    purpose: "A load calculation sizes the heating and cooling equipment to the house.",
    named: /\b(?:heating|cooling|hvac)\b.*\bload calculation\b|\bmanual j\b/i,
    titles: [
      /\bmanual j\d?\b/i,
      /\bright-?j\b/i,
      /\b(?:heating|cooling|hvac)(?: and cooling)? load calc(?:ulation)?s?\b/i,
      /\bheat (?:loss|gain) (?:calculation|report)\b/i,
    ],
    drawing: false,
  },
  {
    id: "electrical-load",
    noun: "an electrical load calculation",
    purpose: "The load calculation shows the electrical service can carry the new load.",
    named: /\bload calculation\b/i,
    yieldsTo: ["hvac-load"],
    titles: [/\b(?:electrical |service |dwelling |panel )?load calc(?:ulation)?s?\b/i],
    marks: [/\b(?:nec|art\.?|article)\s*220\b/i],
    notThis: /\b(?:heating|cooling|hvac|manual j)\b/i,
    drawing: false,
  },
  {
    id: "duct-design",
    noun: "a duct design (Manual D)",
    purpose: "The duct design sizes the ducts for the airflow each room needs.",
    named: /\bduct design\b|\bmanual d\b/i,
    titles: [/\bmanual d\b/i, /\bduct (?:design|layout|plan|sizing)\b/i],
    drawing: true,
  },
  {
    id: "electrical-plan",
    noun: "an electrical plan",
    purpose: "The electrical plan shows circuits, outlets, protection and the equipment's wiring.",
    named:
      /\belectrical (?:plan|scope|circuit|requirements)\b|\bcircuit details\b|\bwiring\b|\blocation of the service\b/i,
    titles: [
      /\belectrical (?:site )?(?:plan|layout|details?)\b/i,
      /\b(?:power|lighting)(?: (?:and|&) (?:power|lighting))? plan\b/i,
      /\bpanel schedule\b/i,
      /\bcircuit (?:schedule|details?)\b/i,
    ],
    drawing: true,
  },
  {
    id: "single-line",
    noun: "a single-line diagram",
    purpose:
      "A single-line diagram shows how the equipment connects, from the source through disconnects to the point of connection.",
    named: /\b(?:single|one|three)[- ]line\b/i,
    titles: [/\b(?:single|one|three|1|3)[- ]line(?: electrical)? (?:diagram|drawing)s?\b/i],
    drawing: true,
  },
  {
    id: "plumbing-plan",
    noun: "a plumbing plan",
    purpose: "The plumbing plan shows fixtures, drains, vents and water lines.",
    named: /\bplumbing\b|\bpiping layout\b|\bisometric\b/i,
    titles: [
      /\bplumbing (?:plan|layout|isometric|riser|diagram)s?\b/i,
      /\b(?:dwv|drain,? waste(?: and|,| &) vent)\b/i,
      /\bisometric\b/i,
      /\bpiping (?:plan|layout)\b/i,
    ],
    drawing: true,
  },
  {
    id: "gas-piping",
    noun: "gas pipe sizing",
    purpose: "Gas pipe sizing shows the pipe can deliver the gas the appliances draw.",
    named: /\bgas pip(?:e|ing)\b/i,
    titles: [
      /\bgas (?:pipe|piping) (?:sizing|schedule|layout|isometric|plan|diagram)\b/i,
      /\bgas riser\b/i,
    ],
    drawing: false,
  },
  {
    id: "mechanical-plan",
    noun: "a mechanical (HVAC) plan",
    purpose: "The mechanical plan shows heating and cooling equipment and where air is supplied.",
    named: /\bhvac\b|\bmechanical plan\b/i,
    yieldsTo: ["hvac-load"],
    titles: [/\bmechanical (?:plan|layout)\b/i, /\bhvac (?:plan|layout)\b/i],
    drawing: true,
  },
  {
    id: "equipment-specs",
    noun: "equipment specification sheets",
    purpose:
      "Specification sheets and installation instructions show the equipment is listed and how it must be installed.",
    named: /\bspecifications?\b|\bspec(?:ification)? sheets?\b|\binstallation instructions\b/i,
    titles: [
      /\b(?:spec(?:ification)?|data|cut|product) ?sheets?\b/i,
      /\bspecifications\b/i,
      /\binstallation (?:instructions|manual|guide)\b/i,
      /\bahri certificate\b/i,
    ],
    drawing: false,
  },
  {
    id: "manufacturer-drawings",
    noun: "the manufacturer's drawings",
    purpose: "For a kit or prefab product, the maker's drawings stand in for site-drawn plans.",
    named: /\bmanufacturer'?s\b.{0,30}\b(?:drawings|plans)\b/i,
    titles: [/\bmanufacturer'?s? (?:engineered |approved )?(?:drawings?|plans?)\b/i],
    drawing: true,
  },
  {
    id: "product-approvals",
    noun: "product approvals",
    purpose: "A product approval shows a window, door or roofing product is rated for the site.",
    named: /\bproduct approvals?\b/i,
    titles: [/\bproduct approval\b/i],
    marks: [
      /\bfl\s?#?\s?\d{4,}(?:\.\d+)?\b/i,
      /\bnotice of acceptance\b/i,
      /\bnoa\s*(?:no\.?|#)?\s*\d{2}-\d{4}/i,
      /\besr-\d{3,}\b/i,
    ],
    drawing: false,
  },
  {
    id: "window-schedule",
    noun: "a window and door schedule",
    purpose: "The schedule lists each window and door with its size, U-factor and safety glazing.",
    named: /\b(?:window|door)(?: and (?:window|door))? schedule\b/i,
    titles: [/\b(?:window|door)(?: (?:and|&) (?:window|door))? schedule\b/i],
    drawing: true,
  },
  {
    id: "asbestos",
    noun: "an asbestos survey",
    purpose: "An asbestos survey finds asbestos before demolition disturbs it.",
    named: /\basbestos\b/i,
    titles: [/\basbestos\b.{0,30}\b(?:survey|inspection|report)\b/i],
    drawing: false,
  },
  {
    id: "erosion-control",
    noun: "an erosion and sediment control plan",
    purpose: "The erosion control plan keeps soil from washing off the site during work.",
    named: /\berosion\b|\bsediment\b/i,
    titles: [/\berosion (?:and|&) sediment\b/i, /\berosion control\b/i, /\bsediment control\b/i],
    drawing: true,
  },
  {
    id: "grading",
    noun: "a grading and drainage plan",
    purpose: "The grading plan shows how water drains away from the work and off the lot.",
    named: /\bgrading\b/i,
    titles: [/\bgrading (?:and drainage )?plan\b/i, /\bdrainage plan\b/i],
    drawing: true,
  },
  {
    id: "geotechnical",
    noun: "a soils (geotechnical) report",
    purpose: "A soils report tells the designer what the ground can carry.",
    named: /\bgeotechnical\b|\bsoils? report\b/i,
    titles: [/\bgeotechnical\b/i, /\bsoils? (?:report|investigation)\b/i],
    drawing: false,
  },
  {
    id: "lot-coverage",
    noun: "an impervious-area calculation",
    purpose: "The impervious-area figure shows the lot stays within its coverage limit.",
    named: /\bimpervious\b|\blot coverage\b/i,
    titles: [/\bimpervious (?:area|surface|cover(?:age)?)\b/i, /\blot coverage\b/i],
    drawing: false,
  },
  {
    id: "utility-plan",
    noun: "a utility plan",
    purpose: "The utility plan shows water, sewer or septic, and electric service to the building.",
    named: /\butility plan\b/i,
    titles: [/\butility (?:site )?plan\b/i],
    drawing: true,
  },
  {
    id: "utility-paperwork",
    noun: "the utility's paperwork",
    purpose:
      "Work at the meter or on the grid is arranged with the utility, apart from the permit.",
    named:
      /\binterconnection\b|\butility (?:service request|disconnect)|\bwork order\b|\bsewer cap\b/i,
    titles: [
      /\binterconnection (?:application|agreement|request)\b/i,
      /\butility (?:disconnect|service request|work order)\b/i,
      /\bdisconnect(?:ion)? (?:confirmation|letter|notice)\b/i,
      /\bsewer cap\b/i,
    ],
    drawing: false,
  },
  {
    id: "right-of-way",
    noun: "a right-of-way permit",
    purpose: "Work in the street or at the curb needs the street owner's permit.",
    named: /\bright-of-way\b|\bcurb-cut\b/i,
    titles: [
      /\bright[- ]of[- ]way (?:permit|application)\b/i,
      /\bcurb[- ]cut\b/i,
      /\bdriveway approach\b/i,
    ],
    drawing: false,
  },
  {
    id: "construction-drawings",
    noun: "construction drawings",
    purpose:
      "The drawings show what will be built, with enough detail to check it against the code.",
    named: /\b(?:architectural|building|construction) (?:plans|drawings)\b/i,
    titles: [
      /\bfloor plans?\b/i,
      /\belevations?\b/i,
      /\bframing plan\b/i,
      /\b(?:building|wall|cross)[ -]?sections?\b/i,
    ],
    drawing: true,
  },
  {
    id: "historic-approval",
    noun: "a historic review approval",
    purpose:
      "In a historic district or on a landmark, the historic commission reviews exterior changes.",
    named: /\bhistoric\b/i,
    titles: [/\bcertificate of appropriateness\b/i],
    marks: [
      /\bcertificate of appropriateness\b/i,
      /\bhistoric (?:preservation|district|landmarks?|review) (?:commission|board|committee)\b.{0,80}\bapprov/i,
      /\bapprov\w*\b.{0,80}\bhistoric (?:preservation|district|landmarks?|review) (?:commission|board|committee)\b/i,
    ],
    mentions: [/\bhistoric (?:district|landmark|preservation)\b/i, /\blandmark\b/i],
    drawing: false,
  },
  {
    id: "hoa-approval",
    noun: "the HOA's approval",
    purpose: "A homeowners association may have its own rules on what you can build.",
    named: /\bhoa\b|\bhomeowners'? association\b/i,
    titles: [
      /\b(?:hoa|homeowners'? association|architectural (?:review|control) (?:committee|board)) approval\b/i,
    ],
    marks: [
      /\b(?:hoa|homeowners'? association|architectural (?:review|control) (?:committee|board))\b.{0,80}\bapprov(?:al|ed|es)\b/i,
      /\bapprov(?:al|ed|es)\b.{0,80}\b(?:hoa|homeowners'? association|architectural (?:review|control) (?:committee|board))\b/i,
    ],
    mentions: [
      /\bhoa\b/i,
      /\bhomeowners'? association\b/i,
      /\barchitectural (?:review|control) (?:committee|board)\b/i,
    ],
    drawing: false,
  },
  {
    id: "owner-authorization",
    noun: "the owner's authorization",
    purpose: "The owner's signed authorization shows the applicant may apply for the owner.",
    named: /\bowner(?:'s)? authori[sz]ation\b|\bagent authori[sz]ation\b/i,
    titles: [
      /\b(?:owner'?s?|agent|property owner) authori[sz]ation\b/i,
      /\b(?:letter|affidavit) of authori[sz]ation\b/i,
      /\bauthori[sz]ation (?:letter|form|affidavit)\b/i,
    ],
    marks: [/\bauthori[sz]e\b.{0,100}\bto (?:apply|act|obtain|sign|pull|submit)\b/i],
    drawing: false,
  },
  {
    id: "contractor-license",
    noun: "the contractor's license number",
    purpose: "The license number lets the permit office check the contractor is licensed.",
    named: null,
    titles: [],
    marks: [
      /\b(?:licen[cs]e|lic\.?)\s*(?:no\.?|number|#)\s*[:.]?\s*[a-z]{0,4}[- ]?\d{3,}/i,
      /\bcslb\s*(?:no\.?|#)?\s*\d{4,}/i,
    ],
    mentions: [/\b(?:licen[cs]e|lic\.)\s*(?:no\.?|number|#)/i, /\blicensed contractor\b/i],
    notThis: /\bdriver'?s\b/i,
    drawing: false,
  },
];

const BY_ID = new Map(DOCUMENT_KINDS.map((kind) => [kind.id, kind]));

export function documentKind(id: string): DocumentKind | undefined {
  return BY_ID.get(id);
}

/**
 * Details of a thing ("Ledger attachment and flashing details"): the words that say what they are
 * of make them a kind of their own ("details-ledger-flashing"); a sheet title with "DETAIL" and
 * one of those words ("LEDGER DETAIL") shows them.
 */
export const DETAILS_PREFIX = "details";

export function detailsKind(subjects: readonly string[]): DocumentKind {
  const words = subjects.filter((word) => /^[a-z]+$/.test(word));
  return {
    id: [DETAILS_PREFIX, ...words].join("-"),
    noun: words.length > 0 ? `${words.join(" and ")} details` : "construction details",
    purpose: "Details show how the parts are built and connected, at a larger scale.",
    named: null,
    titles: [/\bdetails?\b/i],
    ...(words.length > 0 ? { alsoNeeds: new RegExp(`\\b(?:${words.join("|")})`, "i") } : {}),
    drawing: true,
  };
}
