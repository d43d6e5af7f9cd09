import type { AddressPrediction } from "#shared/addresses.ts";

/**
 * Where address suggestions come from; every provider answers in one prediction shape. The
 * implementations are google-places-provider.ts, photon-provider.ts and
 * offline-address-provider.ts; src/server/providers.ts picks one.
 */
export type AddressProvider = {
  kind: "offline" | "google" | "photon";
  suggest: (options: {
    input: string;
    sessionToken?: string | undefined;
  }) => Promise<AddressPrediction[]>;
};
