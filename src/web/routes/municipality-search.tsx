import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { AddressAutocomplete } from "#web/features/addresses/components/address-autocomplete.tsx";
import { AddressPermitReport } from "#web/features/permits/components/address-permit-report.tsx";

const TITLE = "Municipality Search";
const INTRO =
  "Look up a city's building department, the codes it enforces and which common projects need a permit there.";

const EXAMPLES = ["Austin, TX", "Denver, CO", "Miami, FL", "Seattle, WA"];

const NO_PLACE_SUGGESTIONS = "No address suggestions. Press Search to look up this place.";

/** The API takes "City, ST" or any address from 2 characters on. */
const MIN_CHARS = 2;

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

export default function MunicipalitySearchPage() {
  const [params, setParams] = useSearchParams();
  const place = params.get("place")?.trim() ?? "";
  const [text, setText] = useState(place);
  // Follow the URL when it changes without typing (an example link, Back).
  const [shownPlace, setShownPlace] = useState(place);
  if (shownPlace !== place) {
    setShownPlace(place);
    setText(place);
  }

  const typed = text.trim();
  const canSearch = typed.length >= MIN_CHARS;

  function search(next: string) {
    const value = next.trim();
    if (value.length >= MIN_CHARS) setParams({ place: value });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  return (
    <PageShell title={TITLE} intro={INTRO}>
      <form
        role="search"
        aria-label="Municipality"
        noValidate
        onSubmit={handleSubmit}
        className="mt-8 flex flex-row items-end gap-2"
      >
        <AddressAutocomplete
          id="municipality-search-place"
          label="City and state"
          value={text}
          onChange={setText}
          onSelect={(prediction) => search(prediction.description)}
          onSubmit={() => search(text)}
          renderEmpty={() => NO_PLACE_SUGGESTIONS}
          placeholder="City, ST (e.g. Austin, TX)"
          className="min-w-0 flex-1"
        />
        <button
          type="submit"
          disabled={!canSearch}
          className={buttonClass("primary", "md", "min-w-28 shrink-0")}
        >
          Search
        </button>
      </form>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span>Try:</span>
        <ul className="flex flex-wrap gap-x-3 gap-y-1">
          {EXAMPLES.map((example) => (
            <li key={example}>
              <Link
                to={`?${new URLSearchParams({ place: example })}`}
                className="inline-block py-1 font-medium text-brand-700 underline underline-offset-2"
              >
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {place && <AddressPermitReport address={place} />}
    </PageShell>
  );
}
