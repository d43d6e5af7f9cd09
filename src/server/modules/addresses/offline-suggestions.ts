import { AUTOCOMPLETE_MIN_CHARS, type AddressPrediction } from "#shared/addresses.ts";
import { parseAddressQuery } from "./address-query.ts";
import type { City, Gazetteer } from "./gazetteer.ts";

const MAX_SUGGESTIONS = 5;

type Locality = { city: string; stateCode: string; zip: string | null };

function prediction(street: string, locality: Locality): AddressPrediction {
  const place = `${locality.city}, ${locality.stateCode}${locality.zip ? ` ${locality.zip}` : ""}`;
  const description = street ? `${street}, ${place}` : place;
  return {
    place_id: `offline:${encodeURIComponent(description)}`,
    description,
    structured_formatting: {
      main_text: street || locality.city,
      secondary_text: street ? place : locality.stateCode,
    },
  };
}

/** Cities whose name starts with what was typed: exact names first, then bigger places first. */
function matchingCities(gazetteer: Gazetteer, cityStart: string, stateCode: string | null): City[] {
  const matches: City[] = [];
  for (const city of gazetteer.cities) {
    if (stateCode && city.stateCode !== stateCode) continue;
    if (cityStart && !city.key.startsWith(cityStart)) continue;
    matches.push(city);
    if (matches.length >= 200) break;
  }
  return matches
    .sort((a, b) => Number(b.key === cityStart) - Number(a.key === cityStart))
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * Offline address suggestions: the typed street completed with the places the gazetteer knows.
 * A ZIP decides the city and state; otherwise the typed start of a city name (and state) does.
 * A city's ZIP is given when the city has only one.
 */
export function suggestOffline(gazetteer: Gazetteer, input: string): AddressPrediction[] {
  if (input.trim().length < AUTOCOMPLETE_MIN_CHARS) return [];
  const query = parseAddressQuery(
    input,
    (code) => gazetteer.stateCodes.has(code),
    (name) => gazetteer.stateCodeByName.get(name),
  );
  const byZip = query.zip ? gazetteer.byZip.get(query.zip) : undefined;
  if (byZip)
    return [
      prediction(query.street, { city: byZip.city, stateCode: byZip.stateCode, zip: byZip.zip }),
    ];
  if (!query.city && !query.stateCode) return [];
  return matchingCities(gazetteer, query.city, query.stateCode).map((city) =>
    prediction(query.street, {
      city: city.name,
      stateCode: city.stateCode,
      zip: city.zips.length === 1 ? (city.zips[0] ?? null) : null,
    }),
  );
}
