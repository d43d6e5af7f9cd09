import { Link } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { StateChecklistGrid } from "#web/features/permits/components/state-checklist-grid.tsx";

const TITLE = "State-by-State Permit Checklists";
const INTRO = "Permit checklists organized by state and municipality.";

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

export default function ChecklistsPage() {
  return (
    <PageShell title={TITLE} intro={INTRO}>
      <StateChecklistGrid />
      <p className="mt-8 text-slate-600">
        Need a city's rules?{" "}
        <Link
          to="/municipality-search"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          Search by municipality
        </Link>
        .
      </p>
    </PageShell>
  );
}
