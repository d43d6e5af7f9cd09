import { describe, expect, it } from "vitest";
import { getGazetteer } from "./gazetteer.ts";
import { OTHER_TOWN_NOTE, suggestOffline } from "./offline-suggestions.ts";

const descriptions = (input: string) =>
  suggestOffline(getGazetteer(), input).map((p) => p.description);

describe("offline address suggestions", () => {
  it("completes a known public building's street with its own ZIP", () => {
    expect(descriptions("1600 Pennsylvania Ave NW, Wash")[0]).toBe(
      "1600 Pennsylvania Ave NW, Washington, DC 20500",
    );
    expect(descriptions("1 First Street NE, Washington")[0]).toBe(
      "1 1st St NE, Washington, DC 20543",
    );
    expect(descriptions("1600 pennsylvania avenue northwest")).toEqual([
      "1600 Pennsylvania Ave NW, Washington, DC 20500",
    ]);
  });

  it("completes any other street with the start of a city name, biggest place first", () => {
    const washington = descriptions("1200 Pennsylvania Ave NW, Wash");
    expect(washington[0]).toBe("1200 Pennsylvania Ave NW, Washington, DC");
    expect(descriptions("1 Main")).toEqual([]);
  });

  it("finds the city after a street without a comma", () => {
    expect(descriptions("350 5th Ave New York")[0]).toBe("350 5th Ave, New York, NY 10118");
    expect(descriptions("350 fifth avenue, new york, ny")[0]).toBe(
      "350 5th Ave, New York, NY 10118",
    );
    expect(descriptions("20 W 34th St New York")[0]).toBe("20 W 34th St, New York, NY");
  });

  it("offers a street in the biggest town of the name typed, that town itself, and other towns only marked as guesses", () => {
    const austin = suggestOffline(getGazetteer(), "123 Main St, Austin");
    expect(austin.map((p) => p.description).slice(0, 2)).toEqual([
      "123 Main St, Austin, TX",
      "Austin, TX",
    ]);
    for (const guess of austin.slice(2)) {
      expect(guess.description).toMatch(/^123 Main St, Austin, [A-Z]{2}/);
      expect(guess.structured_formatting.secondary_text).toContain(OTHER_TOWN_NOTE);
    }
    expect(austin[0]?.structured_formatting.secondary_text).toBe("Austin, TX");
  });

  it("never offers a town whose name only begins with the whole name typed", () => {
    expect(descriptions("350 5th Ave, New York").join(" ")).not.toMatch(/New York Mills/);
    expect(descriptions("10 Main St, New York").join(" ")).not.toMatch(/New York Mills/);
    expect(descriptions("55 Broadway Denver").slice(0, 2)).toEqual([
      "55 Broadway, Denver, CO",
      "Denver, CO",
    ]);
  });

  it("lets a typed ZIP decide the city and state", () => {
    expect(descriptions("10 Main St 97201")).toEqual(["10 Main St, Portland, OR 97201"]);
    expect(descriptions("123 Main St, Springfield 62701")).toEqual([
      "123 Main St, Springfield, IL 62701",
    ]);
  });

  it("narrows by a typed state code or state name", () => {
    expect(descriptions("Portland, ME")[0]).toBe("Portland, ME");
    expect(descriptions("100 Main St Portland Oregon")[0]).toBe("100 Main St, Portland, OR");
  });

  it("answers in the Google Places prediction shape", () => {
    const [first] = suggestOffline(getGazetteer(), "10 Main St 97201");
    expect(first).toEqual({
      place_id: expect.stringMatching(/^offline:/),
      description: "10 Main St, Portland, OR 97201",
      structured_formatting: { main_text: "10 Main St", secondary_text: "Portland, OR 97201" },
    });
  });

  it("suggests nothing under 2 characters or for text that names no place", () => {
    expect(descriptions("1")).toEqual([]);
    expect(descriptions("12 Qqqqxyz St, Zzzzqq")).toEqual([]);
  });
});
