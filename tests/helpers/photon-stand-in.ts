import { Hono } from "hono";
import { type ForcedAnswer, forced, serveStandIn } from "./stand-in-server.ts";
import { placesMatching } from "./stand-in-places.ts";

/**
 * A local stand-in for Photon's search API: GET /api?q=…&limit=…&lang=…, answering a GeoJSON
 * FeatureCollection, and `{"message": …}` with 400 when `q` is missing. A place outside the US is
 * always part of the answer, as Photon searches the whole world.
 */
export async function startPhotonStandIn() {
  const requests: URLSearchParams[] = [];
  const control = { next: null as ForcedAnswer };
  const app = new Hono().get("/api", async (c) => {
    const override = await forced(control.next);
    if (override) return override;
    const params = new URL(c.req.url).searchParams;
    requests.push(params);
    const q = params.get("q");
    if (!q) return c.json({ message: "missing search term 'q': /?q=berlin" }, 400);
    const limit = Number(params.get("limit") ?? 15);
    const features = placesMatching(q).map((place) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [place.lng, place.lat] },
      properties: {
        osm_type: "W",
        osm_id: place.osmId,
        osm_key: "building",
        osm_value: "yes",
        type: "house",
        ...(place.name ? { name: place.name } : {}),
        housenumber: place.houseNumber,
        street: place.street,
        postcode: place.zip,
        city: place.city,
        county: place.county,
        state: place.state,
        country: "United States",
        countrycode: "US",
      },
    }));
    features.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [-0.1276, 51.5072] },
      properties: {
        osm_type: "N",
        osm_id: 107775,
        osm_key: "place",
        osm_value: "city",
        type: "city",
        name: "London",
        city: "London",
        state: "England",
        country: "United Kingdom",
        countrycode: "GB",
      } as (typeof features)[number]["properties"],
    });
    return c.json({ type: "FeatureCollection", features: features.slice(0, limit) });
  });
  const server = await serveStandIn(app);
  return { ...server, requests, control };
}
