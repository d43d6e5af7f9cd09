/**
 * Finds a street address in page text the way people write it: "1234 Oak Street", "1234 OAK ST.",
 * "1234 N. Oak St" are one address; "1234 Oak Ave" and "1243 Oak St" are not.
 */

const SUFFIXES: Record<string, string> = {
  street: "st",
  st: "st",
  str: "st",
  avenue: "ave",
  ave: "ave",
  av: "ave",
  road: "rd",
  rd: "rd",
  drive: "dr",
  dr: "dr",
  lane: "ln",
  ln: "ln",
  boulevard: "blvd",
  blvd: "blvd",
  court: "ct",
  ct: "ct",
  place: "pl",
  pl: "pl",
  terrace: "ter",
  ter: "ter",
  circle: "cir",
  cir: "cir",
  parkway: "pkwy",
  pkwy: "pkwy",
  highway: "hwy",
  hwy: "hwy",
  way: "way",
  trail: "trl",
  trl: "trl",
  square: "sq",
  sq: "sq",
  loop: "loop",
  pike: "pike",
  alley: "aly",
  aly: "aly",
  crossing: "xing",
  xing: "xing",
  // "St. Paul Ave" and "Saint Paul Avenue": "st" stands for both, on both sides.
  saint: "st",
};

const DIRECTIONS: Record<string, string> = {
  north: "n",
  n: "n",
  south: "s",
  s: "s",
  east: "e",
  e: "e",
  west: "w",
  w: "w",
  northeast: "ne",
  ne: "ne",
  northwest: "nw",
  nw: "nw",
  southeast: "se",
  se: "se",
  southwest: "sw",
  sw: "sw",
};

const UNIT = new Set(["apt", "apartment", "unit", "ste", "suite", "#", "bldg", "lot"]);

type Token = { word: string; line: number };

/** Lower-case words with street types and directions in their short forms ("Street" → "st"). */
function tokens(text: string, line = 0): Token[] {
  return text
    .toLowerCase()
    .replace(/[.,;:()]/g, " ")
    .replace(/#/g, " # ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ word: SUFFIXES[word] ?? DIRECTIONS[word] ?? word, line }));
}

export type StreetAddress = {
  number: string;
  preDirection: string | null;
  name: string[];
  suffix: string | null;
};

const isSuffix = (word: string | undefined) =>
  word !== undefined && Object.values(SUFFIXES).includes(word);
const isDirection = (word: string | undefined) =>
  word !== undefined && Object.values(DIRECTIONS).includes(word);

/** The house number and street of an address line ("1234 N. Oak Street, Springfield, IL"). */
export function parseStreetAddress(line: string): StreetAddress | null {
  const street = tokens(line.split(",")[0] ?? "").map((token) => token.word);
  const number = street[0];
  if (!number || !/^\d+[a-z]?$/.test(number)) return null;
  let rest = street.slice(1);
  const unitAt = rest.findIndex((word) => UNIT.has(word));
  if (unitAt >= 0) rest = rest.slice(0, unitAt);
  const preDirection = rest.length > 1 && isDirection(rest[0]) ? (rest[0] ?? null) : null;
  if (preDirection) rest = rest.slice(1);
  if (rest.length > 1 && isDirection(rest.at(-1))) rest = rest.slice(0, -1);
  const suffix = rest.length > 1 && isSuffix(rest.at(-1)) ? (rest.at(-1) ?? null) : null;
  if (suffix) rest = rest.slice(0, -1);
  return rest.length > 0 ? { number, preDirection, name: rest, suffix } : null;
}

/** Where the street (its name, with a matching type if one is written) follows a number. */
function streetFollows(words: Token[], start: number, address: StreetAddress): boolean {
  let at = start;
  if (isDirection(words[at]?.word)) {
    if (address.preDirection && words[at]?.word !== address.preDirection) return false;
    at++;
  }
  for (const part of address.name) if (words[at++]?.word !== part) return false;
  const next = words[at]?.word;
  // "1234 Oak" is 1234 Oak Street; "1234 Oak Ave" is not.
  return !(isSuffix(next) && address.suffix && next !== address.suffix);
}

export type AddressMatch = {
  /** The line of the page's lines where the house number stands. */
  line: number;
  /** The number found before the street, when it is not the address's ("1243"). */
  otherNumber: string | null;
};

/** The address in a page's lines: the match, else the same street under another number, else null. */
export function findAddress(lines: readonly string[], address: StreetAddress): AddressMatch | null {
  const words = lines.flatMap((line, index) => tokens(line, index));
  let other: AddressMatch | null = null;
  for (const [index, token] of words.entries()) {
    if (!/^\d+[a-z]?$/.test(token.word) || !streetFollows(words, index + 1, address)) continue;
    if (token.word === address.number) return { line: token.line, otherNumber: null };
    other ??= { line: token.line, otherNumber: token.word };
  }
  return other;
}
