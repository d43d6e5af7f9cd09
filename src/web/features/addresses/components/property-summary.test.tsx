import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type PropertyDetails, propertyWithoutFacts, sampleProperty } from "#shared/addresses.ts";
import { PropertySummary } from "./property-summary.tsx";

const ADDRESS = "123 Main St, Portland, OR 97201";

function provider(changes: Partial<PropertyDetails> = {}): PropertyDetails {
  return {
    ...propertyWithoutFacts(ADDRESS, "provider"),
    city: "Portland",
    state: "OR",
    zipCode: "97201",
    county: "Multnomah",
    propertyType: "Single Family",
    yearBuilt: 1975,
    bedrooms: 3,
    bathrooms: 2,
    sqft: 1800,
    ...changes,
  };
}

function gazetteer(changes: Partial<PropertyDetails> = {}): PropertyDetails {
  return {
    ...propertyWithoutFacts(ADDRESS, "gazetteer"),
    city: "Portland",
    state: "OR",
    zipCode: "97201",
    county: "Multnomah",
    ...changes,
  };
}

function renderSummary(details: PropertyDetails) {
  render(<PropertySummary details={details} />);
  return screen.getByRole("region", { name: details.address });
}

/** The facts list as term → value. */
function facts(region: HTMLElement): Record<string, string> {
  const terms = within(region).queryAllByRole("term");
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
  );
}

describe("PropertySummary", () => {
  it("shows a provider's facts as property records", () => {
    const region = renderSummary(provider());
    expect(within(region).getByRole("heading", { name: ADDRESS })).toBeInTheDocument();
    expect(within(region).getByText("Property records")).toBeInTheDocument();
    expect(facts(region)).toEqual({
      Type: "Single Family",
      "Year built": "1975",
      Size: "1,800 sq ft",
      "Beds/Baths": "3 beds / 2 baths",
    });
    expect(within(region).getByText("From public property records.")).toBeInTheDocument();
    expect(within(region).queryByText("Sample data")).not.toBeInTheDocument();
  });

  it("leaves out unknown facts and marks an unknown half of beds/baths", () => {
    const region = renderSummary(
      provider({ propertyType: null, yearBuilt: null, sqft: null, bathrooms: null }),
    );
    expect(facts(region)).toEqual({ "Beds/Baths": "3 beds / ? baths" });
  });

  it("shows no facts list when a provider knows no facts", () => {
    const region = renderSummary({ ...propertyWithoutFacts(ADDRESS, "provider") });
    expect(region.querySelector("dl")).toBeNull();
  });

  it("shows only the place for a gazetteer match, with its county", () => {
    // Even facts that somehow came along are not shown as the building's.
    const region = renderSummary(gazetteer({ yearBuilt: 1975, sqft: 1800 }));
    expect(within(region).getByText("Location only")).toBeInTheDocument();
    expect(within(region).getByText("Portland, OR 97201 · Multnomah County")).toBeInTheDocument();
    expect(region.querySelector("dl")).toBeNull();
    expect(within(region).queryByText("1,800 sq ft")).not.toBeInTheDocument();
    expect(
      within(region).getByText("We know where this address is, but not the building's details."),
    ).toBeInTheDocument();
  });

  it("labels sample data as not being facts about the property", () => {
    const region = renderSummary(
      sampleProperty(ADDRESS, { city: "Portland", state: "OR", zipCode: "97201" }),
    );
    expect(within(region).getByText("Sample data")).toBeInTheDocument();
    expect(
      within(region).getByText(
        "We found no records for this address: the figures below are examples, not facts about this property. Answers use the address as you typed it.",
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText("Portland, OR 97201")).toBeInTheDocument();
    expect(facts(region)).toMatchObject({ Size: "1,800 sq ft", "Beds/Baths": "3 beds / 2 baths" });
    expect(within(region).queryByText("Property records")).not.toBeInTheDocument();
    expect(within(region).queryByText("From public property records.")).not.toBeInTheDocument();
  });

  it("names no county in DC", () => {
    const address = "1600 Pennsylvania Ave NW, Washington, DC 20500";
    const region = renderSummary({
      ...gazetteer({
        city: "Washington",
        state: "DC",
        zipCode: "20500",
        county: "District of Columbia",
      }),
      address,
    });
    expect(within(region).getByText("Washington, DC 20500")).toBeInTheDocument();
    expect(within(region).queryByText(/County|District of Columbia/)).not.toBeInTheDocument();
  });

  it("calls a Louisiana county a parish", () => {
    const region = renderSummary(
      gazetteer({ city: "New Orleans", state: "LA", zipCode: "70112", county: "Orleans" }),
    );
    expect(within(region).getByText("New Orleans, LA 70112 · Orleans Parish")).toBeInTheDocument();
  });

  it("does not repeat a county's own kind", () => {
    const region = renderSummary(gazetteer({ county: "Multnomah County" }));
    expect(within(region).getByText("Portland, OR 97201 · Multnomah County")).toBeInTheDocument();
  });

  it("shows no place line when the place is unknown", () => {
    const region = renderSummary(propertyWithoutFacts(ADDRESS, "gazetteer"));
    expect(region.querySelectorAll("p")).toHaveLength(1);
    expect(within(region).getByText("Location only")).toBeInTheDocument();
  });
});
