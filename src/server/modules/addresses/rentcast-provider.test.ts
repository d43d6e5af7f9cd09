import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startRentcastStandIn } from "../../../../tests/helpers/rentcast-stand-in.ts";
import { createRentcastProvider } from "./rentcast-provider.ts";

const API_KEY = "rentcast-test-key";
let standIn: Awaited<ReturnType<typeof startRentcastStandIn>>;

beforeAll(async () => {
  standIn = await startRentcastStandIn(API_KEY);
});
afterAll(async () => standIn.close());
beforeEach(() => {
  standIn.control.next = null;
  standIn.requests.length = 0;
});

const provider = (apiKey = API_KEY, timeoutMs?: number) =>
  createRentcastProvider({
    apiKey,
    apiUrl: `${standIn.url}/v1`,
    ...(timeoutMs ? { timeoutMs } : {}),
  });

describe("RentCast property-data provider", () => {
  it("maps a property record to our property details, marked as from the provider", async () => {
    const details = await provider().lookup("10 Main St, Portland, OR 97201");
    expect(standIn.requests).toEqual(["10 Main St, Portland, OR 97201"]);
    expect(details).toEqual({
      address: "10 Main Street, Portland, OR 97201",
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      county: "Multnomah",
      propertyType: "Single Family",
      yearBuilt: 1926,
      bedrooms: 4,
      bathrooms: 2.5,
      sqft: 2350,
      lotSqft: 6098,
      lastSalePrice: 715000,
      images: [],
      streetViewUrl: null,
      buildingOutline: [],
      preciseLocation: { lat: 45.5152, lng: -122.6784 },
      approximateLocation: null,
      source: "provider",
    });
  });

  it("answers null when RentCast has no record (its 404)", async () => {
    expect(await provider().lookup("1 Nowhere Rd, Nowhere, KS")).toBeNull();
  });

  it("fails on an invalid key, a server error and a time-out", async () => {
    await expect(provider("wrong").lookup("10 Main St 97201")).rejects.toThrow(
      /401: Invalid API key/,
    );
    standIn.control.next = { status: 503, body: { message: "Service unavailable" } };
    await expect(provider().lookup("10 Main St 97201")).rejects.toThrow(/503/);
    standIn.control.next = "hang";
    await expect(provider(API_KEY, 200).lookup("10 Main St 97201")).rejects.toThrow(
      /could not be reached/,
    );
  });
});
