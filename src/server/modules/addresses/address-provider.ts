import type { Env } from "../../env.ts";
import type { AddressProvider } from "./address-provider-type.ts";
import { type Gazetteer, getGazetteer } from "./gazetteer.ts";
import { createGooglePlacesProvider } from "./google-places-provider.ts";
import { suggestOffline } from "./offline-suggestions.ts";
import { createPhotonProvider } from "./photon-provider.ts";
import { rankByTypedPlace } from "./rank-predictions.ts";

export type { AddressProvider };

/** The embedded default: the offline US gazetteer. */
export function createOfflineAddressProvider(
  gazetteer: Gazetteer = getGazetteer(),
): AddressProvider {
  return {
    kind: "offline",
    suggest: async ({ input }) => suggestOffline(gazetteer, input),
  };
}

/**
 * Google Places when its key is set, else Photon when its address is set, else offline. The
 * gazetteer is loaded here, at boot, so no request waits for it.
 */
export function createAddressProvider(
  env: Pick<Env, "GOOGLE_MAPS_API_KEY" | "GOOGLE_PLACES_API_URL" | "PHOTON_URL">,
): AddressProvider {
  const gazetteer = getGazetteer();
  if (env.GOOGLE_MAPS_API_KEY)
    return rankedByTypedPlace(
      gazetteer,
      createGooglePlacesProvider({
        apiKey: env.GOOGLE_MAPS_API_KEY,
        apiUrl: env.GOOGLE_PLACES_API_URL,
      }),
    );
  if (env.PHOTON_URL)
    return rankedByTypedPlace(
      gazetteer,
      createPhotonProvider({ baseUrl: env.PHOTON_URL, gazetteer }),
    );
  return createOfflineAddressProvider(gazetteer);
}

/** A provider whose suggestions put the state and town the user typed first. */
function rankedByTypedPlace(gazetteer: Gazetteer, provider: AddressProvider): AddressProvider {
  return {
    kind: provider.kind,
    suggest: async (options) =>
      rankByTypedPlace(gazetteer, options.input, await provider.suggest(options)),
  };
}
