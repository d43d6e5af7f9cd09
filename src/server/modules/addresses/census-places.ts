import { contentPath } from "#content/content-dir.ts";
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

/**
 * The Census Bureau's places, counties and county subdivisions (content/addresses/census-places.csv,
 * imported from the shared data set by scripts/import-census-places.ts; MIT licence beside it).
 * Its `type` tells who governs a place: city, town, village and borough are incorporated
 * municipalities; a cdp (census-designated place) is not; a county subdivision (a 10-digit id:
 * state, county and subdivision codes) is a town or township that is a government of its own.
 */
export type MunicipalType = "city" | "town" | "village" | "borough";

export type CensusPlace = {
  geoid: string;
  /** "Moore", "Lower Merion", without the state. */
  name: string;
  stateCode: string;
  type: MunicipalType | "cdp";
  /** A town or township (county subdivision), not a place. */
  subdivision: boolean;
  /** The county's 5-digit FIPS code; known for subdivisions only. */
  countyFips: string | null;
};

export type CensusCounty = {
  fips: string;
  /** "Prince George's County", "Orleans Parish", "Anchorage Municipality", "Alexandria". */
  name: string;
  stateCode: string;
};

export type CensusPlaces = {
  /** By `placeKey(name, stateCode)`: every place and subdivision of that name in the state. */
  byKey: Map<string, CensusPlace[]>;
  countyByFips: Map<string, CensusCounty>;
  /** State postal code → its 2-digit FIPS code. */
  stateFips: Map<string, string>;
  /**
   * Hamlets and census-designated places → the towns or townships they lie in, by `placeKey`
   * ("levittown|NY" → ["Hempstead"]); content/addresses/place-subdivisions.csv, each with its source.
   */
  containingTowns: Map<string, string[]>;
  /**
   * ZIP codes mailed under a city's name whose addresses lie (`all`) or partly lie (`part`) in an
   * unincorporated community (89109 "Las Vegas" is Paradise); content/addresses/zip-places.csv.
   */
  zipCommunities: Map<string, ZipCommunity>;
};

export type ZipCommunity = { place: string; stateCode: string; coverage: "all" | "part" };

/** The key of a place name in a state: lower case, without "St."/"Saint" differences or punctuation. */
export function placeKey(name: string, stateCode: string): string {
  const simple = name
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\bsaint\b/g, "st")
    .replace(/\bfort\b/g, "ft")
    .replace(/\bmount\b/g, "mt")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
  return `${simple}|${stateCode.toUpperCase()}`;
}

/** Subdivision names that carry their kind: "Augusta charter" (Michigan), "Nashville plantation" (Maine). */
const SUBDIVISION_SUFFIX = / (charter|plantation|city and|location|gore|grant|purchase)$/i;

const CENSUS_FILE = contentPath("addresses", "census-places.csv");
const CONTAINING_TOWNS_FILE = contentPath("addresses", "place-subdivisions.csv");

const ZIP_PLACES_FILE = contentPath("addresses", "zip-places.csv");

function parseZipCommunities(text: string): Map<string, ZipCommunity> {
  const rows: { zip: string; state: string; place: string; coverage: string }[] = parse(text, {
    columns: true,
  });
  return new Map(
    rows.map((row) => [
      row.zip,
      {
        place: row.place.trim(),
        stateCode: row.state.trim(),
        coverage: row.coverage.trim() === "all" ? "all" : "part",
      },
    ]),
  );
}

function parseContainingTowns(text: string): Map<string, string[]> {
  const rows: { place: string; state: string; subdivisions: string }[] = parse(text, {
    columns: true,
  });
  return new Map(
    rows.map((row) => [
      placeKey(row.place, row.state),
      row.subdivisions.split(";").map((name) => name.trim().replace(SUBDIVISION_SUFFIX, "")),
    ]),
  );
}

function parseCensusPlaces(
  text: string,
  containingTowns: Map<string, string[]>,
  zipCommunities: Map<string, ZipCommunity>,
): CensusPlaces {
  const rows: { id: string; name: string; type: string }[] = parse(text, { columns: true });
  const stateFips = new Map<string, string>();
  const stateCodeByFips = new Map<string, string>();
  // State rows ("24,Maryland") carry no postal code: take it from the first row that does.
  for (const row of rows) {
    const code = /, ([A-Z]{2})$/.exec(row.name)?.[1];
    const fips = row.id.slice(0, 2);
    if (code && !stateCodeByFips.has(fips)) {
      stateCodeByFips.set(fips, code);
      stateFips.set(code, fips);
    }
  }
  const byKey = new Map<string, CensusPlace[]>();
  const countyByFips = new Map<string, CensusCounty>();
  for (const row of rows) {
    const match = /^(.*), ([A-Z]{2})$/.exec(row.name);
    if (!match?.[1] || !match[2]) continue;
    const [, fullName, stateCode] = match;
    if (row.type === "county") {
      countyByFips.set(row.id, { fips: row.id, name: fullName, stateCode });
      continue;
    }
    if (!["city", "town", "village", "borough", "cdp"].includes(row.type)) continue;
    const subdivision = row.id.length === 10;
    const name = fullName.replace(SUBDIVISION_SUFFIX, "");
    const place: CensusPlace = {
      geoid: row.id,
      name,
      stateCode,
      type: row.type as CensusPlace["type"],
      subdivision,
      countyFips: subdivision ? row.id.slice(0, 5) : null,
    };
    const key = placeKey(name, stateCode);
    byKey.set(key, [...(byKey.get(key) ?? []), place]);
  }
  return { byKey, countyByFips, stateFips, containingTowns, zipCommunities };
}

let loaded: CensusPlaces | null = null;

/** The Census places, read once on first use (about 40,000 rows). */
export function getCensusPlaces(): CensusPlaces {
  loaded ??= parseCensusPlaces(
    readFileSync(CENSUS_FILE, "utf8"),
    parseContainingTowns(readFileSync(CONTAINING_TOWNS_FILE, "utf8")),
    parseZipCommunities(readFileSync(ZIP_PLACES_FILE, "utf8")),
  );
  return loaded;
}
