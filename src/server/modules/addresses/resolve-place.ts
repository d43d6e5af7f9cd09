import type { LatLng } from "#shared/addresses.ts";
import type { Gazetteer } from "./gazetteer.ts";
import { matchingCities, matchingNotables, parseWithGazetteer } from "./place-matching.ts";

/** The place an address is in, as far as the offline gazetteer can tell. */
export type ResolvedPlace = {
  city: string;
  stateCode: string;
  /** Known when the address has a ZIP, is a known public building, or the city has one ZIP. */
  zip: string | null;
  county: string | null;
  /** The middle of the ZIP code, or of the city's first ZIP code. */
  location: LatLng;
};

/**
 * Resolves a whole address ("350 5th Ave, New York, NY 10118") to its place: a known public
 * building first, then the ZIP, then a city of exactly the typed name (the biggest one when no
 * state was typed). Null when none of these is known.
 */
export function resolvePlace(gazetteer: Gazetteer, address: string): ResolvedPlace | null {
  const query = parseWithGazetteer(gazetteer, address);
  const zip =
    matchingNotables(gazetteer, query).find((notable) => notable.key === query.street.toLowerCase())
      ?.zip ?? query.zip;
  const byZip = zip ? gazetteer.byZip.get(zip) : undefined;
  if (byZip)
    return {
      city: byZip.city,
      stateCode: byZip.stateCode,
      zip: byZip.zip,
      county: byZip.county || null,
      location: { lat: byZip.latitude, lng: byZip.longitude },
    };
  if (!query.city) return null;
  const city = matchingCities(gazetteer, query.city, query.stateCode).find(
    (candidate) => candidate.key === query.city,
  );
  if (!city) return null;
  return {
    city: city.name,
    stateCode: city.stateCode,
    zip: city.zips.length === 1 ? (city.zips[0] ?? null) : null,
    county: city.county || null,
    location: { lat: city.latitude, lng: city.longitude },
  };
}
