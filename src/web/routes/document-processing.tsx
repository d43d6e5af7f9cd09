import { DOCUMENT_CHECK_COST_CREDITS } from "#shared/credits.ts";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { PageSkeleton } from "#web/components/page-skeleton.tsx";
import { AddressAutocomplete } from "#web/features/addresses/components/address-autocomplete.tsx";
import { SignInLink } from "#web/features/auth/components/sign-in-link.tsx";
import { useAuthSession } from "#web/features/auth/hooks/use-auth-session.ts";
import { DocumentChecksPanel } from "#web/features/documents/components/document-checks-panel.tsx";
import { fetchProjects } from "#web/features/projects/api/projects-api.ts";
import { useRequest } from "#web/lib/use-request.ts";

const TITLE = "Document Processing";
const INTRO =
  "Check a permit application's documents before you submit: upload your plans, forms and photos, and see what the checklist for your kind of work finds, what is missing and what to check by hand.";

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

const WHAT_IT_CHECKS = [
  "The documents your kind of work usually needs: site plan, floor plans, elevations, structural details, energy compliance, and more",
  "Owner authorization, contractor licence, and HOA or historic approval where they apply",
  "What the drawings show: a stated scale, dimensions, the address and parcel number on the title sheet, signature blocks",
  "Where each item was found: the file, the page and the words",
];

/** The signed-in user's checks, with their latest project's address to start from. */
function SignedInChecks() {
  const { value: address } = useRequest("projects", () =>
    fetchProjects().then(
      (projects) => projects[0]?.address ?? "",
      () => "",
    ),
  );
  if (address === undefined) return <PageSkeleton />;
  return (
    <DocumentChecksPanel
      initialAddress={address}
      addressField={({ value, onChange }) => (
        <AddressAutocomplete
          id="document-check-address"
          label="Property address"
          value={value}
          onChange={onChange}
          onSelect={(prediction) => onChange(prediction.description)}
          onSubmit={() => {}}
          placeholder="1234 Elm St, Austin, TX 78701"
        />
      )}
    />
  );
}

/** The top bar's "Document Processing": completeness checks of permit applications. */
export default function DocumentProcessingPage() {
  const session = useAuthSession();
  return (
    <PageShell title={TITLE} intro={INTRO}>
      <section aria-labelledby="what-it-checks" className="mt-8 rounded-xl bg-slate-50 p-5 sm:p-6">
        <h2 id="what-it-checks" className="text-lg font-bold text-slate-900">
          What a check looks at
        </h2>
        <ul className="mt-3 grid list-disc gap-1.5 pl-5 text-slate-700">
          {WHAT_IT_CHECKS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-600">
          A check costs {DOCUMENT_CHECK_COST_CREDITS} credits; if it cannot be completed, the
          credits come back. Your files are kept for you alone and deleted when you delete the
          check.
        </p>
      </section>
      {session.status === "loading" && <PageSkeleton />}
      {session.status === "signed-out" && (
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">Sign in to upload documents and check them.</p>
          <SignInLink />
        </div>
      )}
      {session.status === "signed-in" && <SignedInChecks />}
    </PageShell>
  );
}
