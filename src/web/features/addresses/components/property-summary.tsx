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

/**
 * The address and what is known about its property, labelled by where it comes from. `compact`
 * (the chat, where the conversation needs the screen) shows one line that opens to the facts.
 */
export function PropertySummary({
  details,
  compact = false,
}: {
  details: PropertyDetails;
  compact?: boolean;
}) {
  const place = [details.city, [details.state, details.zipCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const source = SOURCE_NOTES[details.source];
  const rows = propertyFacts(details);
  const heading = (
    <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2">
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
  );
  const note = <p className="mt-3 text-sm text-slate-600">{source.note}</p>;
  // Sample figures must never pass for the property's: their warning stays in view.
  const noteInView = compact && details.source === "sample";
  const facts = (
    <>
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
      {!noteInView && note}
    </>
  );
  if (compact)
    return (
      <section
        aria-labelledby="property-summary-heading"
        className="rounded-lg border border-slate-200 bg-white shadow-sm"
      >
        <details className="group">
          <summary className="flex cursor-pointer list-none items-start gap-2 px-4 py-2.5 [&::-webkit-details-marker]:hidden">
            {heading}
            <span className="mt-1 shrink-0 text-sm font-medium text-brand-700 group-open:hidden">
              Details
            </span>
            <span className="mt-1 hidden shrink-0 text-sm font-medium text-brand-700 group-open:inline">
              Hide
            </span>
          </summary>
          <div className="px-4 pb-4">{facts}</div>
        </details>
        {noteInView && <div className="-mt-2 px-4 pb-2.5">{note}</div>}
      </section>
    );
  return (
    <section
      aria-labelledby="property-summary-heading"
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      {heading}
      {facts}
    </section>
  );
}
