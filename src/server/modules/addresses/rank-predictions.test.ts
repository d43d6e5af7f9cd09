import { describe, expect, it } from "vitest";
import type { AddressPrediction } from "#shared/addresses.ts";
import { getGazetteer } from "./gazetteer.ts";
import { rankByTypedPlace } from "./rank-predictions.ts";

const prediction = (street: string, place: string): AddressPrediction => ({
  place_id: `${street}|${place}`,
  description: `${street}, ${place}`,
  structured_formatting: { main_text: street, secondary_text: place },
});

const rank = (input: string, predictions: AddressPrediction[]) =>
  rankByTypedPlace(getGazetteer(), input, predictions).map((item) => item.description);

describe("a provider's suggestions ranked by the place typed", () => {
  it("puts the typed state's town first, whatever the provider's order", () => {
    expect(
      rank("123 Main St, Austin, TX", [
        prediction("123 Main St", "Austin, MN, USA"),
        prediction("123 Main St", "Austin, TX, USA"),
      ]),
    ).toEqual(["123 Main St, Austin, TX, USA", "123 Main St, Austin, MN, USA"]);
  });

  it("puts a town of exactly the typed name before one whose name only begins with it", () => {
    expect(
      rank("350 5th Ave, New York", [
        prediction("350 5th Ave", "New York Mills, MN, USA"),
        prediction("350 5th Ave", "New York, NY, USA"),
      ]),
    ).toEqual(["350 5th Ave, New York, NY, USA", "350 5th Ave, New York Mills, MN, USA"]);
  });

  it("keeps the provider's order when no place was typed, and among equals", () => {
    const given = [
      prediction("1 Main St", "Dover, DE, USA"),
      prediction("1 Main St", "Boston, MA, USA"),
    ];
    expect(rank("1 Main St", given)).toEqual(given.map((item) => item.description));
  });
});
