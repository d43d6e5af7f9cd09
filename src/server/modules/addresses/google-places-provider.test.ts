import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startGooglePlacesStandIn } from "../../../../tests/helpers/google-places-stand-in.ts";
import { createGooglePlacesProvider } from "./google-places-provider.ts";
import { ProviderError } from "./provider-fetch.ts";

const API_KEY = "AIza-test-key";
let standIn: Awaited<ReturnType<typeof startGooglePlacesStandIn>>;

beforeAll(async () => {
  standIn = await startGooglePlacesStandIn(API_KEY);
});
afterAll(async () => standIn.close());
beforeEach(() => {
  standIn.control.next = null;
  standIn.requests.length = 0;
});

const provider = (apiKey = API_KEY, timeoutMs?: number) =>
  createGooglePlacesProvider({ apiKey, apiUrl: standIn.url, ...(timeoutMs ? { timeoutMs } : {}) });

describe("Google Places Autocomplete (New) provider", () => {
  it("answers in our prediction shape from Google's placePredictions", async () => {
    const predictions = await provider().suggest({
      input: "1600 Pennsylvania",
      sessionToken: "session-1",
    });
    expect(predictions).toEqual([
      {
        place_id: "ChIJGVtI4by3t4kRr51d_Qm_x58",
        description: "1600 Pennsylvania Avenue Northwest, Washington, DC, USA",
        structured_formatting: {
          main_text: "1600 Pennsylvania Avenue Northwest",
          secondary_text: "Washington, DC, USA",
        },
      },
    ]);
  });

  it("passes the session token on and keeps to the United States", async () => {
    await provider().suggest({ input: "350 5th", sessionToken: "session-2" });
    expect(standIn.requests[0]?.body).toMatchObject({
      input: "350 5th",
      sessionToken: "session-2",
      includedRegionCodes: ["us"],
    });
  });

  it("answers an empty list when Google has no suggestions (it omits the field)", async () => {
    expect(await provider().suggest({ input: "zzzz nowhere" })).toEqual([]);
  });

  it("turns Google's error answers into a ProviderError with Google's message", async () => {
    await expect(provider("wrong-key").suggest({ input: "1600" })).rejects.toThrow(
      /400: API key not valid/,
    );
    standIn.control.next = {
      status: 429,
      body: { error: { code: 429, message: "Quota exceeded", status: "RESOURCE_EXHAUSTED" } },
    };
    await expect(provider().suggest({ input: "1600" })).rejects.toBeInstanceOf(ProviderError);
  });

  it("gives up on a provider that does not answer", async () => {
    standIn.control.next = "hang";
    await expect(provider(API_KEY, 200).suggest({ input: "1600" })).rejects.toThrow(
      /could not be reached/,
    );
  });
});
