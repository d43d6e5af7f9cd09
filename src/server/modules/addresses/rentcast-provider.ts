import { z } from "zod";
import { PROPERTY_DETAILS_TIMEOUT_MS } from "#shared/addresses.ts";
import type { PropertyDataProvider } from "./property-data-provider.ts";
import { ProviderError, fetchJson } from "./provider-fetch.ts";

const count = z
  .number()
  .nullish()
  .transform((value) => value ?? null);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** The fields of a RentCast property record we use (the record has many more). */
const recordSchema = z.object({
  formattedAddress: z.string(),
  city: text,
  state: text,
  zipCode: text,
  county: text,
  latitude: count,
  longitude: count,
  propertyType: text,
  yearBuilt: count,
  bedrooms: count,
  bathrooms: count,
  squareFootage: count,
  lotSize: count,
  lastSalePrice: count,
});

const errorSchema = z.object({ message: z.string() });

/**
 * RentCast property records: GET /v1/properties?address=… with the key in `X-Api-Key`. It answers
 * a list of records (empty, or 404, when it has none for the address).
 */
export function createRentcastProvider(options: {
  apiKey: string;
  apiUrl: string;
  timeoutMs?: number;
}): PropertyDataProvider {
  return {
    lookup: async (address) => {
      const url = new URL(`${options.apiUrl.replace(/\/+$/, "")}/properties`);
      url.searchParams.set("address", address);
      let body: unknown;
      try {
        body = await fetchJson(url, {
          headers: { "x-api-key": options.apiKey },
          timeoutMs: options.timeoutMs ?? PROPERTY_DETAILS_TIMEOUT_MS,
          describeError: (payload) => errorSchema.safeParse(payload).data?.message,
        });
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) return null;
        throw error;
      }
      const records = z.array(z.unknown()).safeParse(body);
      if (!records.success) throw new ProviderError("RentCast answered an unexpected body");
      const record = recordSchema.safeParse(records.data[0]);
      if (records.data.length === 0) return null;
      if (!record.success) throw new ProviderError("RentCast answered a record we cannot read");
      const found = record.data;
      return {
        address: found.formattedAddress,
        city: found.city,
        state: found.state,
        zipCode: found.zipCode,
        county: found.county,
        propertyType: found.propertyType,
        yearBuilt: found.yearBuilt,
        bedrooms: found.bedrooms,
        bathrooms: found.bathrooms,
        sqft: found.squareFootage,
        lotSqft: found.lotSize,
        lastSalePrice: found.lastSalePrice,
        images: [],
        streetViewUrl: null,
        buildingOutline: [],
        preciseLocation:
          found.latitude !== null && found.longitude !== null
            ? { lat: found.latitude, lng: found.longitude }
            : null,
        approximateLocation: null,
        source: "provider",
      };
    },
  };
}
