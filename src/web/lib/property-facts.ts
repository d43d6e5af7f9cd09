import type { PropertyDetails } from "#shared/addresses.ts";
import { formatNumber } from "./format-number.ts";

/**
 * A property's facts as pages list them: type, year built, size in sq ft and beds/baths, each
 * only when known. The gazetteer knows where an address is, not what stands there, so its
 * details have no building facts.
 */
export function propertyFacts(details: PropertyDetails): { term: string; value: string }[] {
  if (details.source === "gazetteer") return [];
  const rows = [
    { term: "Type", value: details.propertyType },
    { term: "Year built", value: details.yearBuilt?.toString() },
    { term: "Size", value: details.sqft ? `${formatNumber(details.sqft)} sq ft` : null },
    {
      term: "Beds/Baths",
      value:
        details.bedrooms !== null || details.bathrooms !== null
          ? `${details.bedrooms ?? "?"} beds / ${details.bathrooms ?? "?"} baths`
          : null,
    },
  ];
  return rows.flatMap(({ term, value }) => (value ? [{ term, value }] : []));
}
