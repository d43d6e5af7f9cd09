import type { PropertyDetails, PropertyDetailsSource } from "#shared/addresses.ts";
import { propertyFacts } from "#web/lib/property-facts.ts";

/** What the user is told about where the facts come from: only a provider's are the property's. */
const SOURCE_NOTES: Record<PropertyDetailsSource, { label: string; note: string }> = {
  provider: { label: "Property records", note: "From public property records." },
  gazetteer: {
    label: "Location only",
    note: "We know where this address is, but not the building's details.",
  },
  sample: {
    label: "Sample data",
    note: "We found no records for this address: the figures below are examples, not facts about this property. Answers use the address as you typed it.",
  },
};

/** GeoNames names counties bare ("Multnomah"); Louisiana has parishes and DC none. */
function countyName(details: PropertyDetails): string | null {
  if (!details.county || details.state === "DC") return null;
  if (/\b(County|Parish|Borough|Census Area|city)$/i.test(details.county)) return details.county;
  return `${details.county} ${details.state === "LA" ? "Parish" : "County"}`;
}

/** The address and what is known about its property, labelled by where it comes from. */
export function PropertySummary({ details }: { details: PropertyDetails }) {
  const place = [details.city, [details.state, details.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const source = SOURCE_NOTES[details.source];
  const rows = propertyFacts(details);
  return (
    <section
      aria-labelledby="property-summary-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="property-summary-heading" className="text-lg font-semibold text-slate-900">
            {details.address}
          </h2>
          {place && (
            <p className="text-sm text-slate-600">
              {place}
              {countyName(details) ? ` · ${countyName(details)}` : ""}
            </p>
          )}
        </div>
        <span
          className={
            details.source === "sample"
              ? "rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
              : "rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
          }
        >
          {source.label}
        </span>
      </div>
      {rows.length > 0 && (
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {rows.map((row) => (
            <div key={row.term}>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
                {row.term}
              </dt>
              <dd className="text-sm font-semibold text-slate-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-3 text-sm text-slate-600">{source.note}</p>
    </section>
  );
}
