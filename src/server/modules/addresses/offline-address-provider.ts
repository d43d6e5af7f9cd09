import type { AddressProvider } from "./address-provider.ts";
import { type Gazetteer, getGazetteer } from "./gazetteer.ts";
import { suggestOffline } from "./offline-suggestions.ts";

/** The embedded default: the offline US gazetteer. */
export function createOfflineAddressProvider(
  gazetteer: Gazetteer = getGazetteer(),
): AddressProvider {
  return {
    kind: "offline",
    suggest: async ({ input }) => suggestOffline(gazetteer, input),
  };
}
