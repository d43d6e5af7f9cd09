/** USPS street suffixes (Publication 28, the common ones) and their standard abbreviations. */
const STREET_SUFFIXES: Record<string, string> = {
  alley: "Aly",
  aly: "Aly",
  avenue: "Ave",
  ave: "Ave",
  av: "Ave",
  boulevard: "Blvd",
  blvd: "Blvd",
  circle: "Cir",
  cir: "Cir",
  court: "Ct",
  ct: "Ct",
  drive: "Dr",
  dr: "Dr",
  expressway: "Expy",
  expy: "Expy",
  freeway: "Fwy",
  fwy: "Fwy",
  highway: "Hwy",
  hwy: "Hwy",
  lane: "Ln",
  ln: "Ln",
  loop: "Loop",
  parkway: "Pkwy",
  pkwy: "Pkwy",
  pike: "Pike",
  place: "Pl",
  pl: "Pl",
  plaza: "Plz",
  plz: "Plz",
  road: "Rd",
  rd: "Rd",
  square: "Sq",
  sq: "Sq",
  street: "St",
  st: "St",
  terrace: "Ter",
  ter: "Ter",
  trail: "Trl",
  trl: "Trl",
  way: "Way",
  row: "Row",
  walk: "Walk",
  crossing: "Xing",
};

const DIRECTIONALS: Record<string, string> = {
  n: "N",
  s: "S",
  e: "E",
  w: "W",
  ne: "NE",
  nw: "NW",
  se: "SE",
  sw: "SW",
  north: "N",
  south: "S",
  east: "E",
  west: "W",
  northeast: "NE",
  northwest: "NW",
  southeast: "SE",
  southwest: "SW",
};

/** USPS writes numbered streets with figures: "Fifth Avenue" is "5th Ave". */
const ORDINALS: Record<string, string> = {
  first: "1st",
  second: "2nd",
  third: "3rd",
  fourth: "4th",
  fifth: "5th",
  sixth: "6th",
  seventh: "7th",
  eighth: "8th",
  ninth: "9th",
  tenth: "10th",
  eleventh: "11th",
  twelfth: "12th",
};

/** What a typed address says, as far as it goes. */
export type AddressQuery = {
  /** "1600 Pennsylvania Ave NW", normalised; empty when only a place was typed. */
  street: string;
  /** The typed start of a city name, lower-cased ("wash"), or empty. */
  city: string;
  /** A two-letter state code when one was typed. */
  stateCode: string | null;
  zip: string | null;
};

const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
const HOUSE_NUMBER = /^\d+[a-z]?(?:-\d+[a-z]?)?$/i;

function titleCase(word: string): string {
  if (/^\d/.test(word)) return word.toLowerCase(); // 5th, 42nd
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** "1600 pennsylvania avenue northwest" → "1600 Pennsylvania Ave NW" */
function formatStreet(words: string[]): string {
  return words
    .map((word, index) => {
      const lower = word.toLowerCase().replace(/\.$/, "");
      if (index > 0 && DIRECTIONALS[lower] && (index === words.length - 1 || index === 1))
        return DIRECTIONALS[lower];
      if (index > 1 && STREET_SUFFIXES[lower]) return STREET_SUFFIXES[lower];
      if (index > 0 && ORDINALS[lower]) return ORDINALS[lower];
      return titleCase(word);
    })
    .join(" ");
}

/** Where the street ends in a comma-less input: after its suffix and any directional. */
function streetLength(words: string[]): number {
  for (let index = 2; index < words.length; index += 1) {
    const lower = (words[index] ?? "").toLowerCase().replace(/\.$/, "");
    if (STREET_SUFFIXES[lower]) {
      const next = (words[index + 1] ?? "").toLowerCase().replace(/\.$/, "");
      return DIRECTIONALS[next] ? index + 2 : index + 1;
    }
  }
  return words.length;
}

/**
 * The state named at the end of some words: a two-letter code ("TX"), or a full name ("Portland
 * Oregon", "Charleston West Virginia", but not a lone "Washington" that may be the city).
 */
function trailingState(
  words: string[],
  isStateCode: (code: string) => boolean,
  stateCodeForName: (name: string) => string | undefined,
): { code: string; size: number } | null {
  const last = (words.at(-1) ?? "").replace(/\.$/, "");
  if (last.length === 2 && isStateCode(last.toUpperCase()))
    return { code: last.toUpperCase(), size: 1 };
  for (const size of [2, 1]) {
    if (words.length <= size) continue;
    const code = stateCodeForName(words.slice(-size).join(" ").toLowerCase());
    if (code) return { code, size };
  }
  return null;
}

/**
 * Splits what a visitor typed into street, city start, state and ZIP:
 * "1600 Pennsylvania Ave NW, Wash" · "350 5th Ave New York" · "123 Main St 97201" · "Portland, OR".
 */
export function parseAddressQuery(
  input: string,
  isStateCode: (code: string) => boolean,
  stateCodeForName: (name: string) => string | undefined,
  /** Whether a whole place name is known, so "55 Broadway Denver" splits before "Denver". */
  isPlaceName?: (name: string, stateCode: string | null) => boolean,
): AddressQuery {
  const stateAtEnd = (words: string[]) => trailingState(words, isStateCode, stateCodeForName);
  let rest = input.replace(/\s+/g, " ").trim();
  const zip = ZIP_AT_END.exec(rest)?.[1] ?? null;
  if (zip) rest = rest.slice(0, rest.lastIndexOf(zip)).replace(/[\s,]+$/, "");

  let streetWords: string[] = [];
  let localityText: string;
  const [first, ...others] = rest.split(",");
  const firstWords = (first ?? "").trim().split(" ").filter(Boolean);
  const startsWithNumber = HOUSE_NUMBER.test(firstWords[0] ?? "");
  if (others.length > 0) {
    streetWords = startsWithNumber ? firstWords : [];
    localityText = startsWithNumber ? others.join(" ") : rest.replace(/,/g, " ");
  } else if (startsWithNumber) {
    let length = streetLength(firstWords);
    const endsWithSuffix = Boolean(
      STREET_SUFFIXES[(firstWords.at(-1) ?? "").toLowerCase().replace(/\.$/, "")],
    );
    if (length === firstWords.length && !endsWithSuffix && isPlaceName) {
      // No street suffix ("55 Broadway Denver"): the street ends where a known place begins.
      const state = stateAtEnd(firstWords);
      const words = firstWords.slice(0, firstWords.length - (state?.size ?? 0));
      for (let start = Math.max(2, words.length - 3); start < words.length; start += 1)
        if (isPlaceName(words.slice(start).join(" "), state?.code ?? null)) {
          length = start;
          break;
        }
    }
    streetWords = firstWords.slice(0, length);
    localityText = firstWords.slice(length).join(" ");
  } else {
    localityText = rest;
  }

  const localityWords = localityText.trim().split(" ").filter(Boolean);
  const state = stateAtEnd(localityWords);
  if (state) localityWords.splice(-state.size);
  const stateCode = state?.code ?? null;
  return {
    street: formatStreet(streetWords),
    city: localityWords.join(" ").toLowerCase(),
    stateCode,
    zip,
  };
}

/** A street written the USPS way: "1600 pennsylvania avenue northwest" → "1600 Pennsylvania Ave NW". */
export function normaliseStreet(street: string): string {
  return formatStreet(street.replace(/[.,]/g, " ").split(/\s+/).filter(Boolean));
}

/**
 * One key per address however it was typed (case, punctuation, "Avenue" or "Ave"), for caching
 * what is known about it.
 */
export function addressKey(address: string): string {
  return address
    .toLowerCase()
    .replace(/[.,#]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (STREET_SUFFIXES[word] ?? DIRECTIONALS[word] ?? word).toLowerCase())
    .join(" ");
}
