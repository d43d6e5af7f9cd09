import { z } from "zod";
import type { AddressPrediction } from "#shared/addresses.ts";
import type { AddressProvider } from "./address-provider.ts";
import type { Gazetteer } from "./gazetteer.ts";
import { ProviderError, fetchJson } from "./provider-fetch.ts";

/** The properties of a Photon GeoJSON feature that make up a US address. */
const featureSchema = z.object({
  properties: z.object({
    osm_type: z.string(),
    osm_id: z.number(),
    countrycode: z.string().optional(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    postcode: z.string().optional(),
  }),
});

const answerSchema = z.object({ features: z.array(z.unknown()) });
const errorSchema = z.object({ message: z.string() });

const PHOTON_LIMIT = 10;
const MAX_SUGGESTIONS = 5;

/**
 * A self-hosted Photon (OpenStreetMap): GET /api?q=…; features outside the US or without a
 * place are dropped, and state names become USPS codes through the gazetteer.
 */
export function createPhotonProvider(options: {
  baseUrl: string;
  gazetteer: Gazetteer;
  timeoutMs?: number;
}): AddressProvider {
  const toPrediction = (feature: unknown): AddressPrediction[] => {
    const parsed = featureSchema.safeParse(feature);
    if (!parsed.success) return [];
    const place = parsed.data.properties;
    if (place.countrycode?.toUpperCase() !== "US" || !place.city || !place.state) return [];
    const stateCode =
      options.gazetteer.stateCodeByName.get(place.state.toLowerCase()) ?? place.state;
    const street =
      place.housenumber && place.street ? `${place.housenumber} ${place.street}` : place.name;
    const locality = `${place.city}, ${stateCode}${place.postcode ? ` ${place.postcode}` : ""}`;
    const main = street ?? place.city;
    return [
      {
        place_id: `osm:${place.osm_type}${place.osm_id}`,
        description: street ? `${street}, ${locality}` : locality,
        structured_formatting: { main_text: main, secondary_text: street ? locality : stateCode },
      },
    ];
  };

  return {
    kind: "photon",
    suggest: async ({ input }) => {
      const url = new URL(
        "api",
        options.baseUrl.endsWith("/") ? options.baseUrl : `${options.baseUrl}/`,
      );
      url.search = new URLSearchParams({
        q: input,
        limit: String(PHOTON_LIMIT),
        lang: "en",
      }).toString();
      const body = await fetchJson(url, {
        timeoutMs: options.timeoutMs,
        describeError: (payload) => errorSchema.safeParse(payload).data?.message,
      });
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new ProviderError("Photon answered an unexpected body");
      const predictions = answer.data.features.flatMap(toPrediction);
      const unique = new Map(predictions.map((item) => [item.description, item]));
      return [...unique.values()].slice(0, MAX_SUGGESTIONS);
    },
  };
}
