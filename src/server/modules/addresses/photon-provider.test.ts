import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startPhotonStandIn } from "../../../../tests/helpers/photon-stand-in.ts";
import { getGazetteer } from "./gazetteer.ts";
import { createPhotonProvider } from "./photon-provider.ts";

let standIn: Awaited<ReturnType<typeof startPhotonStandIn>>;

beforeAll(async () => {
  standIn = await startPhotonStandIn();
});
afterAll(async () => standIn.close());
beforeEach(() => {
  standIn.control.next = null;
  standIn.requests.length = 0;
});

const provider = () => createPhotonProvider({ baseUrl: standIn.url, gazetteer: getGazetteer() });

describe("Photon provider", () => {
  it("answers US addresses with USPS state codes and ZIP, dropping places abroad", async () => {
    const predictions = await provider().suggest({ input: "350 5th" });
    expect(predictions).toEqual([
      {
        place_id: "osm:W34633854",
        description: "350 5th Avenue, New York, NY 10118",
        structured_formatting: {
          main_text: "350 5th Avenue",
          secondary_text: "New York, NY 10118",
        },
      },
    ]);
    expect(standIn.requests[0]?.get("q")).toBe("350 5th");
    expect(standIn.requests[0]?.get("lang")).toBe("en");
  });

  it("answers an empty list when only places abroad match", async () => {
    expect(await provider().suggest({ input: "zzzz nowhere" })).toEqual([]);
  });

  it("turns Photon's error answers into an error with its message", async () => {
    standIn.control.next = { status: 400, body: { message: "missing search term 'q'" } };
    await expect(provider().suggest({ input: "10 Main" })).rejects.toThrow(
      /400: missing search term/,
    );
    standIn.control.next = { status: 500, body: "<html>Internal Server Error</html>" };
    await expect(provider().suggest({ input: "10 Main" })).rejects.toThrow(/500/);
  });
});
