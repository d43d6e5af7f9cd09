import type { AddressPrediction } from "#shared/addresses.ts";
import type { AddressProvider } from "./address-provider.ts";
import type { Gazetteer } from "./gazetteer.ts";
import { parseWithGazetteer } from "./place-matching.ts";

/** The city and state a prediction names: "Austin, TX, USA" or "Austin, TX 78701". */
function placeOf(prediction: AddressPrediction): { city: string; stateCode: string | null } {
  const parts = prediction.structured_formatting.secondary_text
    .split(",")
    .map((part) => part.trim());
  const stateCode = /^([A-Z]{2})\b/.exec(parts[1] ?? "")?.[1] ?? null;
  return { city: (parts[0] ?? "").toLowerCase(), stateCode };
}

/**
 * A provider's predictions, those in the state and town the user typed first: a typed state
 * that matches counts most, then a town of exactly the typed name, then one whose name begins
 * with it. The provider's own order is kept among equals.
 */
export function rankByTypedPlace(
  gazetteer: Gazetteer,
  input: string,
  predictions: AddressPrediction[],
): AddressPrediction[] {
  const typed = parseWithGazetteer(gazetteer, input);
  if (!typed.city && !typed.stateCode) return predictions;
  const score = (prediction: AddressPrediction) => {
    const place = placeOf(prediction);
    let points = 0;
    if (typed.stateCode && place.stateCode === typed.stateCode) points += 4;
    if (typed.city && place.city === typed.city) points += 2;
    else if (typed.city && place.city.startsWith(typed.city)) points += 1;
    return points;
  };
  return predictions
    .map((prediction, index) => ({ prediction, index, points: score(prediction) }))
    .sort((a, b) => b.points - a.points || a.index - b.index)
    .map(({ prediction }) => prediction);
}

/** A provider whose suggestions put the state and town the user typed first. */
export function rankedByTypedPlace(
  gazetteer: Gazetteer,
  provider: AddressProvider,
): AddressProvider {
  return {
    kind: provider.kind,
    suggest: async (options) =>
      rankByTypedPlace(gazetteer, options.input, await provider.suggest(options)),
  };
}
