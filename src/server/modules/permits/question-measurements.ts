import nlp from "compromise";

/** The sizes a question gives, in feet and square feet. */
export type Measurements = {
  areaSqFt: number | null;
  heightFt: number | null;
  jobCost: number | null;
  /** How long a permit has sat ("nothing happened for about four months"), in days. */
  elapsedDays: number | null;
  /** The share of an existing thing the work redoes ("a third of our fence"), in percent. */
  sharePercent: number | null;
};

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)`;
const toNumber = (text: string) => Number(text.replace(/,/g, ""));

const FEET = String.raw`(?:'|’|ft\b\.?|feet\b|foot\b|-foot\b|-ft\b)`;
const METRES = String.raw`(?:m\b|meters?\b|metres?\b)`;
const LENGTH_UNIT = String.raw`(?:${FEET}|${METRES})`;

/** Two sides: "10x12", "10 by 12", "10' x 12'", "3 m x 4 m", not "50x120 lot". */
const DIMENSIONS = new RegExp(
  String.raw`\b${NUMBER}\s*(${LENGTH_UNIT})?\s*(?:x|×|by)\s*${NUMBER}\s*(${LENGTH_UNIT})?(?!\s*(?:lot|parcel|property|acre))`,
  "gi",
);
const LOT_DIMENSIONS = new RegExp(
  String.raw`\b${NUMBER}\s*${LENGTH_UNIT}?\s*(?:x|×|by)\s*${NUMBER}\s*${LENGTH_UNIT}?\s*(?:lot|parcel|property)`,
  "gi",
);
const SQUARE_FEET = new RegExp(
  String.raw`${NUMBER}\s*(?:sq\.?\s*f(?:ee)?t\.?|sqft|square[\s-]*f(?:ee|oo)t|sf\b|ft2|ft²)`,
  "i",
);
const SQUARE_METRES = new RegExp(
  String.raw`${NUMBER}\s*(?:m2|m²|sq\.?\s*m\b|square\s*met(?:er|re)s?)`,
  "i",
);
const FEET_AND_INCHES = new RegExp(
  String.raw`\b${NUMBER}\s*(?:'|’|ft|feet|foot)\s*${NUMBER}\s*(?:"|”|in\b|inch(?:es)?)`,
  "i",
);
const HEIGHT_UNITS: [RegExp, number][] = [
  [
    new RegExp(
      String.raw`\b${NUMBER}\s*-?\s*(?:'|’|ft\b|feet\b|foot\b)(?!\s*(?:x|×|by)\s*\d)`,
      "i",
    ),
    1,
  ],
  [
    new RegExp(
      String.raw`\b${NUMBER}\s*-?\s*(?:"|”|in\b(?!\s+(?:the|my|a|an|front|back|my))|inch(?:es|s)?\b)`,
      "i",
    ),
    1 / 12,
  ],
  [new RegExp(String.raw`\b${NUMBER}\s*-?\s*(?:cm\b|centimet(?:er|re)s?\b)`, "i"), 1 / 30.48],
  [
    new RegExp(String.raw`\b${NUMBER}\s*-?\s*(?:m\b|meters?\b|metres?\b)(?!\s*(?:x|×|by))`, "i"),
    3.28084,
  ],
];

const SQ_FT_PER_SQ_M = 10.7639;
const FT_PER_M = 3.28084;
const round = (value: number, places = 1) => Math.round(value * 10 ** places) / 10 ** places;

/** Number words to figures ("a six-foot fence" → "a 6-foot fence"), only when a question has some. */
const NUMBER_WORD =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\b/i;

export function withFigures(question: string): string {
  if (!NUMBER_WORD.test(question)) return question;
  const doc = nlp(question);
  doc.numbers().toNumber();
  return doc.text();
}

function side(value: string, unit: string | undefined): number {
  const number = toNumber(value);
  return unit && new RegExp(`^${METRES}$`, "i").test(unit.trim()) ? number * FT_PER_M : number;
}

/** "10x12" → 120; "200 sq ft" → 200; "20 m2" → 215; a lot's sides are not a project's area. */
function areaIn(text: string): number | null {
  const withoutLot = text.replace(LOT_DIMENSIONS, " ");
  const dims = new RegExp(DIMENSIONS.source, "i").exec(withoutLot);
  if (dims?.[1] && dims[3]) {
    // "3 x 4 m": a unit after the second side counts for both.
    const unit = dims[2] ?? dims[4];
    return Math.round(side(dims[1], unit) * side(dims[3], dims[4] ?? unit));
  }
  const feet = SQUARE_FEET.exec(withoutLot);
  if (feet?.[1]) return toNumber(feet[1]);
  const metres = SQUARE_METRES.exec(withoutLot);
  return metres?.[1] ? Math.round(toNumber(metres[1]) * SQ_FT_PER_SQ_M) : null;
}

/** "6 ft fence", "36 in high", "2 m", "6' 6\"" → feet; the sides of "10 ft by 12 ft" are not heights. */
function heightIn(text: string): number | null {
  const rest = text.replace(DIMENSIONS, " ").replace(SQUARE_FEET, " ").replace(SQUARE_METRES, " ");
  const both = FEET_AND_INCHES.exec(rest);
  if (both?.[1] && both[2]) return round(toNumber(both[1]) + toNumber(both[2]) / 12, 2);
  let best: { at: number; feet: number } | null = null;
  for (const [pattern, perUnit] of HEIGHT_UNITS) {
    const match = pattern.exec(rest);
    if (match?.[1] && (!best || match.index < best.at))
      best = { at: match.index, feet: round(toNumber(match[1]) * perUnit, 2) };
  }
  return best?.feet ?? null;
}

/** "$30,000", "30k", "30,000 dollars" → 30000. */
function jobCostIn(text: string): number | null {
  const money =
    /\$\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand)?\b/i.exec(text) ??
    /\b(\d{1,3}(?:,\d{3})+|\d+)\s*(k|thousand|dollars)\b/i.exec(text);
  if (!money?.[1]) return null;
  const value = toNumber(money[1]);
  return /k|thousand/i.test(money[2] ?? "") ? value * 1000 : value;
}

const DAYS_PER_UNIT: Record<string, number> = { day: 1, week: 7, month: 30.4, year: 365 };

/** "for about 4 months", "90 days", "a year and a half" → days; the longest stretch named. */
function elapsedDaysIn(text: string): number | null {
  let longest: number | null = null;
  for (const match of text.matchAll(
    /\b(\d+(?:\.\d+)?|an?)\s*(?:and a half\s*)?(day|week|month|year)s?\b/gi,
  )) {
    const count = /^an?$/i.test(match[1] ?? "") ? 1 : Number(match[1]);
    const half = /and a half/i.test(match[0]) ? 0.5 : 0;
    const days = Math.round((count + half) * (DAYS_PER_UNIT[(match[2] ?? "").toLowerCase()] ?? 0));
    if (days > 0 && (longest === null || days > longest)) longest = days;
  }
  return longest;
}

const FRACTIONS: [RegExp, number][] = [
  [/\btwo[- ]thirds of\b/i, 67],
  [/\bthree[- ]quarters of\b/i, 75],
  [/\b(a|one)[- ]third of\b/i, 33],
  [/\b(a|one)[- ](quarter|fourth) of\b/i, 25],
  [/\b(about |roughly |nearly |almost |over |under |less than |more than )?half (of\b|the\b)/i, 50],
];

/** "about a third of our fence", "30%", "30 ft of our 200 ft fence" → the share in percent. */
function sharePercentIn(question: string): number | null {
  const percent = /\b(\d+(?:\.\d+)?)\s?(?:%|percent\b)/i.exec(question);
  if (percent?.[1]) return Number(percent[1]);
  const part = new RegExp(
    String.raw`\b${NUMBER}\s*${FEET}\s+(?:out )?of (?:our|the|my|a|an|its|their)?\s*${NUMBER}\s*${FEET}`,
    "i",
  ).exec(question);
  if (part?.[1] && part[2] && toNumber(part[2]) > 0)
    return round((toNumber(part[1]) / toNumber(part[2])) * 100, 0);
  return FRACTIONS.find(([pattern]) => pattern.test(question))?.[1] ?? null;
}

/** The sizes in a question, its number words read as figures first. */
export function measurementsIn(question: string): Measurements {
  const text = withFigures(question);
  return {
    areaSqFt: areaIn(text),
    heightFt: heightIn(text),
    jobCost: jobCostIn(text),
    elapsedDays: elapsedDaysIn(text),
    sharePercent: sharePercentIn(question),
  };
}
