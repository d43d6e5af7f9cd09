import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_PROPERTY } from "#shared/addresses.ts";
import { jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { startRentcastStandIn } from "../../../../tests/helpers/rentcast-stand-in.ts";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
  testEnv,
} from "../../../../tests/helpers/test-app.ts";

const PROPERTY_KEY = "rentcast-key";
let database: TestDatabase;
let offline: Awaited<ReturnType<typeof createTestApp>>;
let withProvider: Awaited<ReturnType<typeof createTestApp>>;
let rentcast: Awaited<ReturnType<typeof startRentcastStandIn>>;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  rentcast = await startRentcastStandIn(PROPERTY_KEY);
  offline = await createTestApp(database);
  const env = testEnv({ PROPERTY_API_KEY: PROPERTY_KEY, PROPERTY_API_URL: `${rentcast.url}/v1` });
  withProvider = await createTestApp(database, {
    env,
    services: await createTestServices(database, env),
  });
  ({ cookie } = await signUp(offline, "owner@example.com"));
});
afterAll(async () => {
  await rentcast.close();
  await database.destroy();
});
beforeEach(() => {
  rentcast.control.next = null;
  rentcast.requests.length = 0;
});

const details = (app: typeof offline, body: unknown, headers: Record<string, string> = {}) => {
  const init = jsonPost(cookie, body);
  return app.request("/api/property-details", {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
  });
};

describe("POST /api/property-details, offline", () => {
  it("answers what the gazetteer knows, with no building facts, marked as such", async () => {
    const response = await details(offline, { address: "10 Main St, Portland, OR 97201" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      address: "10 Main St, Portland, OR 97201",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      county: "Multnomah",
      propertyType: null,
      yearBuilt: null,
      bedrooms: null,
      bathrooms: null,
      sqft: null,
      lotSqft: null,
      lastSalePrice: null,
      images: [],
      streetViewUrl: null,
      buildingOutline: [],
      preciseLocation: null,
      approximateLocation: { lat: expect.closeTo(45.5, 0), lng: expect.closeTo(-122.7, 0) },
      source: "gazetteer",
    });
  });

  it("knows a public building's ZIP, and a city without one", async () => {
    const building = await (
      await details(offline, { address: "350 5th Ave, New York, NY" })
    ).json();
    expect(building).toMatchObject({ city: "New York", state: "NY", zipCode: "10118" });
    const city = await (
      await details(offline, { address: "742 Evergreen Ter, Seattle, WA" })
    ).json();
    expect(city).toMatchObject({
      city: "Seattle",
      state: "WA",
      zipCode: null,
      source: "gazetteer",
    });
  });

  it("answers the sample figures, marked as sample, never its San Francisco place", async () => {
    const body = await (await details(offline, { address: "12 Qqqq Rd, Zzzzqq" })).json();
    expect(body).toMatchObject({
      ...SAMPLE_PROPERTY,
      city: null,
      state: null,
      zipCode: null,
      address: "12 Qqqq Rd, Zzzzqq",
      source: "sample",
    });
  });

  it("adds how the answer was found when the client sends its debug header", async () => {
    const body = await (
      await details(offline, { address: "10 Main St 97201" }, { "x-debug": "true" })
    ).json();
    expect(body.debug).toEqual({ cached: false, durationMs: expect.any(Number) });
    const plain = await (await details(offline, { address: "10 Main St 97201" })).json();
    expect(plain).not.toHaveProperty("debug");
  });

  it("refuses visitors and bad addresses", async () => {
    const visitor = await offline.request("/api/property-details", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ address: "10 Main St 97201" }),
    });
    expect(visitor.status).toBe(401);
    for (const body of [{}, { address: "   " }, { address: "x".repeat(201) }, { address: 7 }]) {
      const response = await details(offline, body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
  });
});

describe("POST /api/property-details with a property-data provider", () => {
  it("answers the provider's record and asks once per address however it is written", async () => {
    const first = await (
      await details(withProvider, { address: "350 5th Ave, New York, NY 10118" })
    ).json();
    expect(first).toMatchObject({
      source: "provider",
      yearBuilt: 1926,
      sqft: 2350,
      zipCode: "10118",
    });
    const again = await details(
      withProvider,
      { address: "350 5TH AVENUE,  new york, ny 10118" },
      { "x-debug": "true" },
    );
    expect(await again.json()).toMatchObject({ source: "provider", debug: { cached: true } });
    expect(rentcast.requests).toHaveLength(1);
  });

  it("answers from the gazetteer when the provider has no record, and remembers the miss", async () => {
    const body = await (
      await details(withProvider, { address: "99 Elm St, Boise, ID 83702" })
    ).json();
    expect(body).toMatchObject({
      source: "gazetteer",
      city: "Boise",
      state: "ID",
      zipCode: "83702",
    });
    await details(withProvider, { address: "99 Elm St, Boise, ID 83702" });
    expect(rentcast.requests).toHaveLength(1);
  });

  it("answers from the gazetteer when the provider fails, and asks again next time", async () => {
    rentcast.control.next = { status: 503, body: { message: "Service unavailable" } };
    const failed = await details(withProvider, { address: "10 Main St, Portland, OR 97201" });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ source: "gazetteer", city: "Portland" });
    rentcast.control.next = null;
    const recovered = await (
      await details(withProvider, { address: "10 Main St, Portland, OR 97201" })
    ).json();
    expect(recovered).toMatchObject({ source: "provider", bedrooms: 4 });
  });
});
