import type { AddressPrediction } from "#shared/addresses.ts";

/**
 * Where address suggestions come from; every provider answers in one prediction shape.
 * Apart from address-provider.ts, which picks one, so that a provider need not import its picker.
 */
export type AddressProvider = {
  kind: "offline" | "google" | "photon";
  suggest: (options: {
    input: string;
    sessionToken?: string | undefined;
  }) => Promise<AddressPrediction[]>;
};
