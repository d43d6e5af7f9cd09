import { describe, expect, it } from "vitest";
import { SAMPLE_PROPERTY } from "#shared/addresses.ts";
import { samplePropertyFor } from "./sample-property.ts";

/** The sample facts, whatever the address. */
const SAMPLE_FACTS = {
  propertyType: "Single Family",
  yearBuilt: 1975,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 1800,
  lotSqft: 4000,
  lastSalePrice: 850_000,
};

describe("samplePropertyFor", () => {
  it("keeps the city, state and ZIP of '…, Portland, OR 97201'", () => {
    const address = "123 Main St, Portland, OR 97201";
    expect(samplePropertyFor(address)).toMatchObject({
      address,
      city: "Portland",
      state: "OR",
      zipCode: "97201",
      ...SAMPLE_FACTS,
      source: "sample",
    });
  });

  it("keeps the city and upper-cases the state without a ZIP, never the sample's ZIP", () => {
    expect(samplePropertyFor("500 Congress Ave, Austin, tx")).toMatchObject({
      city: "Austin",
      state: "TX",
      zipCode: null,
      ...SAMPLE_FACTS,
      source: "sample",
    });
  });

  it("keeps a ZIP+4's five digits", () => {
    expect(samplePropertyFor("123 Main St, Portland, OR 97201-1234")).toMatchObject({
      city: "Portland",
      state: "OR",
      zipCode: "97201",
    });
  });

  it("keeps only the ZIP when the address ends with one but names no city and state", () => {
    expect(samplePropertyFor("123 Main St 97201")).toMatchObject({
      city: null,
      state: null,
      zipCode: "97201",
      ...SAMPLE_FACTS,
      source: "sample",
    });
  });

  it.each(["somewhere over the rainbow", "123 Main St", ""])(
    "never puts %j in the sample's San Francisco: its place stays unknown",
    (address) => {
      expect(samplePropertyFor(address)).toMatchObject({
        address,
        city: null,
        state: null,
        zipCode: null,
        ...SAMPLE_FACTS,
        source: "sample",
      });
    },
  );

  it("has SAMPLE_PROPERTY's building figures, and no place but the address's own", () => {
    expect(samplePropertyFor("nowhere")).toEqual({
      address: "nowhere",
      ...SAMPLE_PROPERTY,
      city: null,
      state: null,
      zipCode: null,
      county: null,
      images: [],
      streetViewUrl: null,
      buildingOutline: [],
      preciseLocation: null,
      approximateLocation: null,
      source: "sample",
    });
  });
});
