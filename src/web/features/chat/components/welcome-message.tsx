import type { PropertyDetails } from "#shared/addresses.ts";
import { propertyFacts } from "#web/lib/property-facts.ts";
import { EXAMPLE_QUESTIONS } from "../example-questions.ts";

export const SAMPLE_DATA_LABEL = "Sample data — not facts about this property";
export const UNKNOWN_PROPERTY_NOTE =
  "We have no property records for this address, so answers use its city, county and state.";

export type WelcomeMessageProps = {
  address: string;
  propertyDetails?: PropertyDetails | null | undefined;
  /** Sends an example question. */
  onAsk: (question: string) => void;
  /** The chat is busy: example questions wait. */
  disabled?: boolean | undefined;
};

/** The chat's opening message: the address, what is known of it, and example questions. */
export function WelcomeMessage({ address, propertyDetails, onAsk, disabled }: WelcomeMessageProps) {
  const facts = propertyDetails ? propertyFacts(propertyDetails) : [];
  const sample = propertyDetails?.source === "sample";
  return (
    <section
      aria-labelledby="chat-welcome-heading"
      className="mr-auto max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3 text-slate-900"
    >
      <h2 id="chat-welcome-heading" className="text-lg font-semibold">
        Welcome to your Project Chat
      </h2>
      <p className="mt-1 text-sm font-medium break-words text-slate-800">{address}</p>
      <p className="mt-2 text-sm text-slate-700">
        Ask about permits, building codes, zoning and setbacks, timelines, inspections,
        documentation or permit costs for this property.
      </p>

      {propertyDetails?.source !== "provider" && (
        <p className="mt-2 text-sm text-slate-700" data-testid="property-unknown">
          {UNKNOWN_PROPERTY_NOTE}
        </p>
      )}

      {facts.length > 0 && (
        <div className="mt-3 rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">Property information</h3>
            {sample && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {SAMPLE_DATA_LABEL}
              </span>
            )}
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {facts.map(({ term, value }) => (
              <div key={term}>
                <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
                  {term}
                </dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}

      <h3 className="mt-4 text-sm font-semibold">Try asking:</h3>
      <ul className="mt-2 grid gap-2">
        {EXAMPLE_QUESTIONS.map((question) => (
          <li key={question}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(question)}
              className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {question}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
