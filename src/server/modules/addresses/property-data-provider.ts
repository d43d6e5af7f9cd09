import type { PropertyDetails } from "#shared/addresses.ts";

/**
 * A source of facts about one property; null when it knows no property at that address. The
 * implementation is rentcast-provider.ts; src/server/providers.ts picks it when configured.
 */
export type PropertyDataProvider = {
  lookup: (address: string) => Promise<PropertyDetails | null>;
};
