import { AUTOCOMPLETE_MIN_CHARS, type AddressPrediction } from "#shared/addresses.ts";
import type { Gazetteer } from "./gazetteer.ts";
import {
  MAX_SUGGESTIONS,
  matchingCities,
  matchingNotables,
  parseWithGazetteer,
} from "./place-matching.ts";

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

/**
 * Offline address suggestions: the typed street completed with the places the gazetteer knows.
 * A ZIP decides the city and state; otherwise the typed start of a city name (and state) does.
 * A city's ZIP is given when the city has only one, or when the street is a public building whose
 * address we know.
 */
export function suggestOffline(gazetteer: Gazetteer, input: string): AddressPrediction[] {
  if (input.trim().length < AUTOCOMPLETE_MIN_CHARS) return [];
  const query = parseWithGazetteer(gazetteer, input);
  const notables = matchingNotables(gazetteer, query);
  const notablePredictions = notables.map((notable) => prediction(notable.street, notable));
  const byZip = query.zip ? gazetteer.byZip.get(query.zip) : undefined;
  if (byZip) {
    const place = { city: byZip.city, stateCode: byZip.stateCode, zip: byZip.zip };
    return notables.length > 0 ? notablePredictions : [prediction(query.street, place)];
  }
  if (!query.city && !query.stateCode) return notablePredictions;
  const placeKey = (place: { name: string; stateCode: string }) =>
    `${place.name}|${place.stateCode}`;
  const knownPlaces = new Set(
    notables.map((notable) => placeKey({ ...notable, name: notable.city })),
  );
  const cityPredictions = matchingCities(gazetteer, query.city, query.stateCode)
    .filter((city) => !knownPlaces.has(placeKey(city)))
    .map((city) =>
      prediction(query.street, {
        city: city.name,
        stateCode: city.stateCode,
        zip: city.zips.length === 1 ? (city.zips[0] ?? null) : null,
      }),
    );
  return [...notablePredictions, ...cityPredictions].slice(0, MAX_SUGGESTIONS);
}
