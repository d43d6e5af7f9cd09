import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ArticleAddressBox } from "#web/features/addresses/components/article-address-box.tsx";
import { useAddressFlow } from "#web/features/addresses/hooks/use-address-flow.ts";
import { AddressPermitReport } from "#web/features/permits/components/address-permit-report.tsx";

const TITLE = "Search Permits";
const INTRO =
  "Enter a property address to see the building codes that apply there, which common projects need a permit, and example fees and review times.";

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

/** An address chosen from the suggestions comes with its autocomplete session, to pass on. */
type Chosen = { address: string; sessionToken: string | undefined };

export default function PermitSearchPage() {
  const [params, setParams] = useSearchParams();
  const address = params.get("address")?.trim() ?? "";
  const [chosen, setChosen] = useState<Chosen>();
  const flow = useAddressFlow();

  function search(next: string, sessionToken?: string) {
    setChosen({ address: next, sessionToken });
    setParams({ address: next });
  }

  const ask = (
    <button
      type="button"
      disabled={flow.busy}
      aria-busy={flow.busy || undefined}
      onClick={() =>
        flow.start(address, chosen?.address === address ? chosen.sessionToken : undefined)
      }
      className={buttonClass("primary")}
    >
      {flow.busy && <Spinner />}
      Ask about your project
    </button>
  );

  return (
    <PageShell title={TITLE} intro={INTRO}>
      <ArticleAddressBox
        id="permit-search-address"
        className="mt-8"
        placeholder="Enter a property address..."
        initialAddress={address}
        onAddressSubmit={search}
      />
      <p className="mt-3 text-sm text-slate-600">
        Only know the city?{" "}
        <Link
          to="/municipality-search"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Search by municipality
        </Link>{" "}
        or{" "}
        <Link to="/checklists" className="font-medium text-brand-700 underline underline-offset-2">
          browse state checklists
        </Link>
        .
      </p>
      {address && <AddressPermitReport address={address} actions={ask} />}
    </PageShell>
  );
}
