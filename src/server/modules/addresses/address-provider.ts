import type { AddressPrediction } from "#shared/addresses.ts";
import { getGazetteer } from "./gazetteer.ts";
import { suggestOffline } from "./offline-suggestions.ts";

/** Where address suggestions come from; every provider answers in the spec's prediction shape. */
export type AddressProvider = {
  kind: "offline";
  suggest: (options: {
    input: string;
    sessionToken?: string | undefined;
  }) => Promise<AddressPrediction[]>;
};

/** The embedded default: the offline US gazetteer, loaded at boot so no request waits for it. */
export function createOfflineAddressProvider(): AddressProvider {
  const gazetteer = getGazetteer();
  return {
    kind: "offline",
    suggest: async ({ input }) => suggestOffline(gazetteer, input),
  };
}
