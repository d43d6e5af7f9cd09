import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressPrediction } from "#shared/addresses.ts";
import { fetchAddressSuggestions } from "./address-suggestions.ts";

const PREDICTION: AddressPrediction = {
  place_id: "p1",
  description: "1600 Pennsylvania Ave NW, Washington, DC 20500",
  structured_formatting: {
    main_text: "1600 Pennsylvania Ave NW",
    secondary_text: "Washington, DC 20500",
  },
};

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ predictions: [PREDICTION] }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("fetchAddressSuggestions", () => {
  it("posts the input and session token and answers the predictions", async () => {
    const signal = new AbortController().signal;
    expect(await fetchAddressSuggestions("1600 Penn", "token-1", signal)).toEqual([PREDICTION]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/address-autocomplete");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ input: "1600 Penn", sessionToken: "token-1" });
    expect(init.signal).toBe(signal);
  });

  it("answers an empty list for an error status", async () => {
    fetchMock.mockResolvedValue(Response.json({ predictions: [PREDICTION] }, { status: 500 }));
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([]);
  });

  it("answers an empty list when the network fails or the request is aborted", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([]);
    fetchMock.mockRejectedValue(new DOMException("aborted", "AbortError"));
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([]);
  });

  it("answers an empty list for a body that is not JSON or has no predictions", async () => {
    fetchMock.mockResolvedValue(new Response("<html>", { status: 200 }));
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([]);
    fetchMock.mockResolvedValue(Response.json({ results: [PREDICTION] }));
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([]);
  });

  it("drops predictions of another shape", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ predictions: [PREDICTION, { place_id: "p2", description: 3 }, null] }),
    );
    expect(await fetchAddressSuggestions("1600 Penn", "t")).toEqual([PREDICTION]);
  });
});
