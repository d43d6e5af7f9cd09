import { type AddressQuery, parseAddressQuery } from "./address-query.ts";
import type { City, Gazetteer } from "./gazetteer.ts";

export const MAX_SUGGESTIONS = 5;

/** What was typed, split with the gazetteer's own state codes and names. */
export function parseWithGazetteer(gazetteer: Gazetteer, input: string): AddressQuery {
  return parseAddressQuery(
    input,
    (code) => gazetteer.stateCodes.has(code),
    (name) => gazetteer.stateCodeByName.get(name),
    gazetteer.isPlaceName,
  );
}

/**
 * Cities whose name starts with what was typed, bigger places first. A whole city name typed
 * ("New York") means that city: places whose names only begin with it ("New York Mills") are not
 * what was typed, and are left out.
 */
export function matchingCities(
  gazetteer: Gazetteer,
  cityStart: string,
  stateCode: string | null,
): City[] {
  const matches: City[] = [];
  for (const city of gazetteer.cities) {
    if (stateCode && city.stateCode !== stateCode) continue;
    if (cityStart && !city.key.startsWith(cityStart)) continue;
    matches.push(city);
    if (matches.length >= 200) break;
  }
  const exact = matches.filter((city) => city.key === cityStart);
  return (exact.length > 0 ? exact : matches).slice(0, MAX_SUGGESTIONS);
}

/**
 * Public buildings at the typed street in the typed place. With no place typed the street must be
 * complete, so "1 Main" does not jump to a capitol across the country.
 */
export function matchingNotables(gazetteer: Gazetteer, query: AddressQuery) {
  if (!query.street) return [];
  const street = query.street.toLowerCase();
  const placeTyped = Boolean(query.city || query.stateCode || query.zip);
  return gazetteer.notables.filter(
    (notable) =>
      (placeTyped ? notable.key.startsWith(street) : notable.key === street) &&
      notable.city.toLowerCase().startsWith(query.city) &&
      (!query.stateCode || notable.stateCode === query.stateCode) &&
      (!query.zip || notable.zip === query.zip),
  );
}
