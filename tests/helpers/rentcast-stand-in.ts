import { Hono } from "hono";
import { type ForcedAnswer, forced, serveStandIn } from "./stand-in-server.ts";
import { placesMatching } from "./stand-in-places.ts";

/**
 * A local stand-in for RentCast's property records: GET /v1/properties?address=…, key in
 * X-Api-Key, a JSON list of records, and RentCast's `{status,error,message}` error answers
 * (404 when it has no record for the address).
 */
export async function startRentcastStandIn(apiKey: string) {
  const requests: string[] = [];
  const control = { next: null as ForcedAnswer };
  const app = new Hono().get("/v1/properties", async (c) => {
    const override = await forced(control.next);
    if (override) return override;
    if (c.req.header("x-api-key") !== apiKey)
      return c.json(
        { status: 401, error: "auth/api-key-invalid", message: "Invalid API key" },
        401,
      );
    const address = c.req.query("address") ?? "";
    requests.push(address);
    const [place] = placesMatching(address.replace(/,/g, " "));
    if (!place)
      return c.json(
        {
          status: 404,
          error: "resource/not-found",
          message: "No data found for the specified address",
        },
        404,
      );
    return c.json([
      {
        id: `${place.houseNumber}-${place.street.replace(/ /g, "-")},-${place.city},-${place.stateCode}-${place.zip}`,
        formattedAddress: `${place.houseNumber} ${place.street}, ${place.city}, ${place.stateCode} ${place.zip}`,
        addressLine1: `${place.houseNumber} ${place.street}`,
        addressLine2: null,
        city: place.city,
        state: place.stateCode,
        zipCode: place.zip,
        county: place.county.replace(/ County$/, ""),
        latitude: place.lat,
        longitude: place.lng,
        propertyType: "Single Family",
        bedrooms: 4,
        bathrooms: 2.5,
        squareFootage: 2350,
        lotSize: 6098,
        yearBuilt: 1926,
        lastSaleDate: "2019-06-14T00:00:00.000Z",
        lastSalePrice: 715000,
      },
    ]);
  });
  const server = await serveStandIn(app);
  return { ...server, requests, control };
}
