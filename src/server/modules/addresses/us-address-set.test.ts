import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getGazetteer } from "./gazetteer.ts";
import { suggestOffline } from "./offline-suggestions.ts";

/** Real public buildings in every state and DC (tests/fixtures/us-addresses.json). */
type KnownAddress = { name: string; street: string; city: string; state: string; zip: string };
const ADDRESSES: KnownAddress[] = JSON.parse(
  readFileSync(new URL("../../../../tests/fixtures/us-addresses.json", import.meta.url), "utf8"),
);

/**
 * The share of addresses whose first suggestion (or, with `anyOf`, one of the suggestions) is in
 * the right city and state.
 */
function resolvedShare(typed: (address: KnownAddress) => string, anyOf = false) {
  const gazetteer = getGazetteer();
  const misses: string[] = [];
  for (const address of ADDRESSES) {
    const suggestions = suggestOffline(gazetteer, typed(address));
    const expected = `${address.city}, ${address.state}`.toLowerCase();
    const inPlace = (index: number) =>
      suggestions[index]?.structured_formatting.secondary_text.toLowerCase().startsWith(expected);
    const found = anyOf ? suggestions.some((_, index) => inPlace(index)) : inPlace(0);
    if (!found) misses.push(`${typed(address)} → ${suggestions[0]?.description ?? "nothing"}`);
  }
  return { share: 1 - misses.length / ADDRESSES.length, misses };
}

// Each case suggests for hundreds of addresses (about 3 s on a quiet machine): 30 s keeps them
// well clear of their time-out on a busy one.
describe("offline suggestions on real US addresses", { timeout: 30_000 }, () => {
  it("covers every state and DC with at least 200 addresses", () => {
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(ADDRESSES.map((address) => address.state)).size).toBe(51);
  });

  it("puts every address typed with its ZIP in that ZIP's city and state", () => {
    const { misses } = resolvedShare((address) => `${address.street} ${address.zip}`);
    expect(misses).toEqual([]);
  });

  it("puts at least 95% of addresses typed with city and state in the right place", () => {
    const { share, misses } = resolvedShare(
      (address) => `${address.street}, ${address.city}, ${address.state}`,
    );
    console.info(`street, city, state: ${(share * 100).toFixed(1)}% resolved`, misses);
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it("offers the right place for at least 95% of addresses typed with the city alone", () => {
    // Without a state, "Portland" or "Charleston" is ambiguous: the bigger place comes first and
    // the others follow it in the list.
    const typed = (address: KnownAddress) => `${address.street}, ${address.city}`;
    const first = resolvedShare(typed);
    const offered = resolvedShare(typed, true);
    console.info(
      `street, city: first ${(first.share * 100).toFixed(1)}%, offered ${(offered.share * 100).toFixed(1)}%`,
      offered.misses,
    );
    expect(first.share).toBeGreaterThanOrEqual(0.9);
    expect(offered.share).toBeGreaterThanOrEqual(0.95);
  });
});
