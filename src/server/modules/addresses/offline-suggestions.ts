import { AUTOCOMPLETE_MIN_CHARS, type AddressPrediction } from "#shared/addresses.ts";
import type { Gazetteer } from "./gazetteer.ts";
import {
  MAX_SUGGESTIONS,
  matchingCities,
  matchingNotables,
  parseWithGazetteer,
} from "./place-matching.ts";

type Locality = { city: string; stateCode: string; zip: string | null };

/** How a suggestion of the street in another town of the typed name says it is a guess. */
export const OTHER_TOWN_NOTE = "another town of this name";

function prediction(street: string, locality: Locality, note?: string): AddressPrediction {
  const place = `${locality.city}, ${locality.stateCode}${locality.zip ? ` ${locality.zip}` : ""}`;
  const description = street ? `${street}, ${place}` : place;
  const secondary = street ? place : locality.stateCode;
  return {
    place_id: `offline:${encodeURIComponent(description)}`,
    description,
    structured_formatting: {
      main_text: street || locality.city,
      secondary_text: note ? `${secondary} · ${note}` : secondary,
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
  const cities = matchingCities(gazetteer, query.city, query.stateCode).filter(
    (city) => !knownPlaces.has(placeKey(city)),
  );
  const localityOf = (city: (typeof cities)[number]): Locality => ({
    city: city.name,
    stateCode: city.stateCode,
    zip: city.zips.length === 1 ? (city.zips[0] ?? null) : null,
  });
  const [best, ...others] = cities;
  // A whole town name typed with a street: the street in the biggest town of that name, the town
  // itself (the street is not known offline), and the street elsewhere only marked as a guess.
  const wholeName = best !== undefined && best.key === query.city && query.street !== "";
  const cityPredictions = wholeName
    ? [
        prediction(query.street, localityOf(best)),
        prediction("", localityOf(best)),
        ...others.map((city) => prediction(query.street, localityOf(city), OTHER_TOWN_NOTE)),
      ]
    : cities.map((city) => prediction(query.street, localityOf(city)));
  return [...notablePredictions, ...cityPredictions].slice(0, MAX_SUGGESTIONS);
}
