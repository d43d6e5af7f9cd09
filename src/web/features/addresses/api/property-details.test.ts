import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type PropertyDetails, propertyWithoutFacts } from "#shared/addresses.ts";
import { fetchPropertyDetails } from "./property-details.ts";

const ADDRESS = "123 Main St, Portland, OR 97201";

const DETAILS: PropertyDetails = {
  ...propertyWithoutFacts(ADDRESS, "provider"),
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  county: "Multnomah",
  propertyType: "Condo",
  yearBuilt: 2004,
  bedrooms: 2,
  bathrooms: 1,
  sqft: 950,
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json(DETAILS));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** What sample data for ADDRESS looks like: the sample figures in the address's own place. */
const SAMPLE_FOR_ADDRESS = {
  address: ADDRESS,
  city: "Portland",
  state: "OR",
  zipCode: "97201",
  propertyType: "Single Family",
  yearBuilt: 1975,
  source: "sample",
};

describe("fetchPropertyDetails", () => {
  it("posts the address with the debug header and answers the details", async () => {
    expect(await fetchPropertyDetails(ADDRESS)).toEqual({ details: DETAILS, problem: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/property-details");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ address: ADDRESS });
    expect(new Headers(init.headers).get("x-debug")).toBe("true");
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it("answers the sample with a network problem when the request fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await fetchPropertyDetails(ADDRESS);
    expect(result.problem).toBe("network");
    expect(result.details).toMatchObject(SAMPLE_FOR_ADDRESS);
  });

  it("answers the sample with a network problem when the request times out", async () => {
    fetchMock.mockRejectedValue(new DOMException("signal timed out", "TimeoutError"));
    expect((await fetchPropertyDetails(ADDRESS)).problem).toBe("network");
  });

  it.each([500, 404, 429])(
    "answers the sample with an API problem for status %i",
    async (status) => {
      fetchMock.mockResolvedValue(Response.json(DETAILS, { status }));
      const result = await fetchPropertyDetails(ADDRESS);
      expect(result.problem).toBe("api");
      expect(result.details).toMatchObject(SAMPLE_FOR_ADDRESS);
    },
  );

  it.each([
    ["an empty object", {}],
    ["null", null],
    ["details without an address", { ...DETAILS, address: "" }],
    ["details without a source", { ...DETAILS, source: undefined }],
  ])("answers the sample with an API problem for %s", async (_, body) => {
    fetchMock.mockResolvedValue(Response.json(body));
    const result = await fetchPropertyDetails(ADDRESS);
    expect(result.problem).toBe("api");
    expect(result.details).toMatchObject(SAMPLE_FOR_ADDRESS);
  });

  it("answers the sample with an unexpected problem for a body that is not JSON", async () => {
    fetchMock.mockResolvedValue(new Response("<html>oops</html>", { status: 200 }));
    const result = await fetchPropertyDetails(ADDRESS);
    expect(result.problem).toBe("unexpected");
    expect(result.details).toMatchObject(SAMPLE_FOR_ADDRESS);
  });
});
