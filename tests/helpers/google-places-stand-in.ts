import { Hono } from "hono";
import { type ForcedAnswer, forced, serveStandIn } from "./stand-in-server.ts";
import { placesMatching } from "./stand-in-places.ts";

export const GOOGLE_INVALID_KEY = {
  error: {
    code: 400,
    message: "API key not valid. Please pass a valid API key.",
    status: "INVALID_ARGUMENT",
  },
};

/**
 * A local stand-in for Places Autocomplete (New), speaking its wire format:
 * POST /v1/places:autocomplete, key in X-Goog-Api-Key, JSON body, `suggestions` of
 * `placePrediction`s, and Google's `{error:{code,message,status}}` answers.
 */
export async function startGooglePlacesStandIn(apiKey: string) {
  const requests: { body: Record<string, unknown>; fieldMask: string | undefined }[] = [];
  const control = { next: null as ForcedAnswer };
  const app = new Hono().post("/v1/places:autocomplete", async (c) => {
    const override = await forced(control.next);
    if (override) return override;
    if (c.req.header("x-goog-api-key") !== apiKey) return c.json(GOOGLE_INVALID_KEY, 400);
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.input !== "string")
      return c.json(
        {
          error: {
            code: 400,
            message: "Invalid JSON payload received.",
            status: "INVALID_ARGUMENT",
          },
        },
        400,
      );
    requests.push({ body, fieldMask: c.req.header("x-goog-fieldmask") });
    const regions = Array.isArray(body.includedRegionCodes) ? body.includedRegionCodes : null;
    const input = body.input;
    const suggestions = placesMatching(input)
      .filter(() => !regions || regions.includes("us"))
      .map((place) => {
        const main = `${place.houseNumber} ${place.street}`;
        const secondary = `${place.city}, ${place.stateCode}, USA`;
        return {
          placePrediction: {
            place: `places/${place.id}`,
            placeId: place.id,
            text: { text: `${main}, ${secondary}`, matches: [{ endOffset: input.length }] },
            structuredFormat: {
              mainText: {
                text: main,
                matches: [{ endOffset: Math.min(main.length, input.length) }],
              },
              secondaryText: { text: secondary },
            },
            types: ["geocode", "street_address"],
          },
        };
      });
    // Google leaves `suggestions` out altogether when there are none.
    return c.json(suggestions.length > 0 ? { suggestions } : {});
  });
  const server = await serveStandIn(app);
  return { ...server, requests, control };
}
