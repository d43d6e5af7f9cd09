import { distance } from "fastest-levenshtein";
import type { LatLng } from "#shared/addresses.ts";
import { placeKey } from "./census-places.ts";
import { cityKey, type Gazetteer, type ZipPlace } from "./gazetteer.ts";
import { matchingCities, matchingNotables, parseWithGazetteer } from "./place-matching.ts";

/** The place an address is in, as far as the offline gazetteer can tell. */
export type ResolvedPlace = {
  /**
   * The place the address names: the typed city when it is a known place of the state (a
   * mailing city is often not the municipality: "Moore, OK 73160" is in Moore, though the ZIP's
   * mailing name is Oklahoma City), else the ZIP's mailing city.
   */
  city: string;
  stateCode: string;
  /** Known when the address has a ZIP, is a known public building, or the city has one ZIP. */
  zip: string | null;
  /** The ZIP's mailing city, when a ZIP is known. */
  mailingCity: string | null;
  /** The county's name without "County" ("Prince George's"), as the gazetteer writes it. */
  county: string | null;
  /** The county's 5-digit FIPS code, when known. */
  countyFips: string | null;
  /**
   * A typed city that is no place we know and not the ZIP's mailing name ("Indian Land, SC 29707",
   * mailed as Fort Mill): most often an unincorporated community outside the mailing city.
   */
  unknownTypedCity: string | null;
  /**
   * The unincorporated community a ZIP shared with its mailing city also covers ("part"), when
   * the address names no other place; a ZIP wholly in one ("all") resolves to it as the city.
   */
  sharedWith: string | null;
  /** How the state was found: typed, from the ZIP, or taken from the biggest city of the name. */
  stateFrom: "typed" | "zip" | "city";
  /** The middle of the ZIP code, or of the city's first ZIP code; null for a place without one. */
  location: LatLng | null;
};

/** A ZIP's county as its 5-digit FIPS code, when the postal file gives it. */
export function countyFipsOf(gazetteer: Gazetteer, zip: ZipPlace): string | null {
  const state = gazetteer.census.stateFips.get(zip.stateCode);
  return state && /^\d{3}$/.test(zip.countyCode) ? `${state}${zip.countyCode}` : null;
}

/**
 * A typed city's own name when the state has a place of that name ("moore" → "Moore"), also when
 * it is typed with its kind or county ("Sugarcreek Borough, Venango County" → "Sugarcreek").
 */
function knownPlaceName(gazetteer: Gazetteer, city: string, stateCode: string): string | null {
  const bare = city
    .replace(/\s+[\w' -]+ (county|parish)$/i, "")
    .replace(/^(city|town|township|village|borough) of\s+|\s+(borough|township|village)$/gi, "");
  for (const name of new Set([city, bare])) {
    const known =
      gazetteer.cityByKey.get(cityKey(name, stateCode))?.name ??
      gazetteer.census.byKey.get(placeKey(name, stateCode))?.[0]?.name;
    if (known) return known;
  }
  return null;
}

/** Whether a place could hold the ZIP: it has no ZIP codes of its own, or one in the ZIP's county. */
function inCountyOf(gazetteer: Gazetteer, name: string, zip: ZipPlace): boolean {
  const zips = gazetteer.cityByKey.get(cityKey(name, zip.stateCode))?.zips ?? [];
  return zips.length === 0 || zips.some((code) => gazetteer.byZip.get(code)?.county === zip.county);
}

/** A typed city we do not know that is not a typo of the ZIP's mailing name, in title case. */
function unknownTyped(typed: string | null, known: string | null, mailing: string): string | null {
  if (!typed || known) return null;
  if (distance(typed.toLowerCase(), mailing.toLowerCase()) <= 2) return null;
  return typed.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/**
 * Resolves a whole address ("350 5th Ave, New York, NY 10118") to its place: a known public
 * building first, then the ZIP, then a city of exactly the typed name (the biggest one when no
 * state was typed). A typed city known in the state names the place even when the ZIP's mailing
 * name differs. Null when none of these is known.
 */
export function resolvePlace(gazetteer: Gazetteer, address: string): ResolvedPlace | null {
  const query = parseWithGazetteer(gazetteer, address);
  const zip =
    matchingNotables(gazetteer, query).find((notable) => notable.key === query.street.toLowerCase())
      ?.zip ?? query.zip;
  const byZip = zip ? gazetteer.byZip.get(zip) : undefined;
  // A ZIP of another state than the one typed is a typo: the typed state wins.
  const zipPlace =
    byZip && (!query.stateCode || byZip.stateCode === query.stateCode) ? byZip : undefined;
  if (zipPlace) {
    const named = query.city ? knownPlaceName(gazetteer, query.city, zipPlace.stateCode) : null;
    // A typed place of the state none of whose ZIP codes is in this ZIP's county is another
    // place of that name ("Buckhead, GA 30305" is Atlanta's neighbourhood, not the town).
    const typedName = named && inCountyOf(gazetteer, named, zipPlace) ? named : null;
    // A ZIP mailed as the city but lying outside it ("Las Vegas, NV 89109" is Paradise).
    const mailed =
      !typedName ||
      placeKey(typedName, zipPlace.stateCode) === placeKey(zipPlace.city, zipPlace.stateCode);
    const community = mailed ? gazetteer.census.zipCommunities.get(zipPlace.zip) : undefined;
    const inCommunity = community?.stateCode === zipPlace.stateCode ? community : undefined;
    return {
      city: inCommunity?.coverage === "all" ? inCommunity.place : (typedName ?? zipPlace.city),
      sharedWith: inCommunity?.coverage === "part" ? inCommunity.place : null,
      unknownTypedCity: unknownTyped(query.city, typedName, zipPlace.city),
      stateCode: zipPlace.stateCode,
      zip: zipPlace.zip,
      mailingCity: zipPlace.city,
      county: zipPlace.county || null,
      countyFips: countyFipsOf(gazetteer, zipPlace),
      stateFrom: query.stateCode ? "typed" : "zip",
      location: { lat: zipPlace.latitude, lng: zipPlace.longitude },
    };
  }
  if (!query.city) return null;
  const city = matchingCities(gazetteer, query.city, query.stateCode).find(
    (candidate) => candidate.key === query.city,
  );
  if (city) {
    const first = city.zips[0] ? gazetteer.byZip.get(city.zips[0]) : undefined;
    return {
      city: city.name,
      stateCode: city.stateCode,
      zip: city.zips.length === 1 ? (city.zips[0] ?? null) : null,
      mailingCity: null,
      unknownTypedCity: null,
      sharedWith: null,
      county: city.county || null,
      countyFips: first ? countyFipsOf(gazetteer, first) : null,
      stateFrom: query.stateCode ? "typed" : "city",
      location: { lat: city.latitude, lng: city.longitude },
    };
  }
  // A place the Census knows but no ZIP is named after (a township, a small village).
  if (!query.stateCode) return null;
  const place = gazetteer.census.byKey.get(placeKey(query.city, query.stateCode))?.[0];
  if (!place) return null;
  return {
    city: place.name,
    stateCode: query.stateCode,
    zip: null,
    mailingCity: null,
    unknownTypedCity: null,
    sharedWith: null,
    county: null,
    countyFips: place.countyFips,
    stateFrom: "typed",
    location: null,
  };
}
