import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
  testEnv,
} from "../../../../tests/helpers/test-app.ts";
import { startGooglePlacesStandIn } from "../../../../tests/helpers/google-places-stand-in.ts";
import { startPhotonStandIn } from "../../../../tests/helpers/photon-stand-in.ts";
import type { AddressProvider } from "./address-provider.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => database.destroy());

const suggest = (target: typeof app, body: unknown) =>
  target.request("/api/address-autocomplete", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/address-autocomplete", () => {
  it("answers predictions for a visitor, offline", async () => {
    const response = await suggest(app, { input: "10 Main St 97201", sessionToken: "tok-1" });
    expect(response.status).toBe(200);
    expect(response.headers.get("server-timing")).toMatch(/^total;dur=[\d.]+;desc="API"$/);
    expect(await response.json()).toEqual({
      predictions: [
        {
          place_id: expect.stringMatching(/^offline:/),
          description: "10 Main St, Portland, OR 97201",
          structured_formatting: { main_text: "10 Main St", secondary_text: "Portland, OR 97201" },
        },
      ],
    });
  });

  it("answers an empty list under 2 characters", async () => {
    expect(await (await suggest(app, { input: " a " })).json()).toEqual({ predictions: [] });
  });

  it("refuses a missing or oversized input with 400", async () => {
    expect((await suggest(app, {})).status).toBe(400);
    expect((await suggest(app, { input: 42 })).status).toBe(400);
    expect((await suggest(app, { input: "x".repeat(201) })).status).toBe(400);
  });

  it("answers an empty list when the provider fails", async () => {
    const failing: AddressProvider = {
      kind: "offline",
      suggest: async () => {
        throw new Error("provider down");
      },
    };
    const services = await createTestServices(database);
    const broken = await createTestApp(database, { services: { ...services, addresses: failing } });
    const response = await suggest(broken, { input: "10 Main St 97201" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ predictions: [] });
  });
});

describe("POST /api/address-autocomplete with a configured provider", () => {
  async function appWith(overrides: Parameters<typeof testEnv>[0]) {
    const env = testEnv(overrides);
    return createTestApp(database, { env, services: await createTestServices(database, env) });
  }

  it("asks Google Places when GOOGLE_MAPS_API_KEY is set, and answers [] on its errors", async () => {
    const google = await startGooglePlacesStandIn("AIza-key");
    try {
      const target = await appWith({
        GOOGLE_MAPS_API_KEY: "AIza-key",
        GOOGLE_PLACES_API_URL: google.url,
        PHOTON_URL: "http://127.0.0.1:9",
      });
      const body = await (await suggest(target, { input: "350 5th", sessionToken: "t-1" })).json();
      expect(body.predictions[0].description).toBe("350 5th Avenue, New York, NY, USA");
      expect(google.requests[0]?.body.sessionToken).toBe("t-1");
      google.control.next = { status: 403, body: { error: { code: 403, message: "denied" } } };
      expect(await (await suggest(target, { input: "350 5th" })).json()).toEqual({
        predictions: [],
      });
    } finally {
      await google.close();
    }
  });

  it("asks Photon when PHOTON_URL is set, and answers [] when it is down", async () => {
    const photon = await startPhotonStandIn();
    try {
      const target = await appWith({ PHOTON_URL: photon.url });
      const body = await (await suggest(target, { input: "10 Main Portland" })).json();
      expect(body.predictions[0].description).toBe("10 Main Street, Portland, OR 97201");
    } finally {
      await photon.close();
    }
    const down = await appWith({ PHOTON_URL: photon.url });
    expect(await (await suggest(down, { input: "10 Main Portland" })).json()).toEqual({
      predictions: [],
    });
  });
});
