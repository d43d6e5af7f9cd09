import { z } from "zod";
import type { AddressPrediction } from "#shared/addresses.ts";
import type { AddressProvider } from "./address-provider.ts";
import { ProviderError, fetchJson } from "./provider-fetch.ts";

export const GOOGLE_PLACES_API_URL = "https://places.googleapis.com";

const textSchema = z.object({ text: z.string() });

/** The part of a Places Autocomplete (New) answer we read; query predictions are skipped. */
const answerSchema = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({
            placeId: z.string(),
            text: textSchema,
            structuredFormat: z
              .object({ mainText: textSchema, secondaryText: textSchema.optional() })
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
});

const errorSchema = z.object({
  error: z.object({ code: z.number(), message: z.string(), status: z.string().optional() }),
});

/**
 * Google Places Autocomplete (New): POST /v1/places:autocomplete with the API key in a header,
 * limited to the United States. The browser's session token is passed on, so Google bills the
 * keystrokes of one address search as one session.
 */
export function createGooglePlacesProvider(options: {
  apiKey: string;
  apiUrl?: string | undefined;
  timeoutMs?: number;
}): AddressProvider {
  const endpoint = new URL("/v1/places:autocomplete", options.apiUrl ?? GOOGLE_PLACES_API_URL);
  return {
    kind: "google",
    suggest: async ({ input, sessionToken }) => {
      const body = await fetchJson(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", "x-goog-api-key": options.apiKey },
        body: JSON.stringify({
          input,
          ...(sessionToken ? { sessionToken } : {}),
          includedRegionCodes: ["us"],
          languageCode: "en",
        }),
        timeoutMs: options.timeoutMs,
        describeError: (payload) => errorSchema.safeParse(payload).data?.error.message,
      });
      const answer = answerSchema.safeParse(body);
      if (!answer.success) throw new ProviderError("Google Places answered an unexpected body");
      return answer.data.suggestions.flatMap(({ placePrediction }): AddressPrediction[] =>
        placePrediction
          ? [
              {
                place_id: placePrediction.placeId,
                description: placePrediction.text.text,
                structured_formatting: {
                  main_text:
                    placePrediction.structuredFormat?.mainText.text ?? placePrediction.text.text,
                  secondary_text: placePrediction.structuredFormat?.secondaryText?.text ?? "",
                },
              },
            ]
          : [],
      );
    },
  };
}
