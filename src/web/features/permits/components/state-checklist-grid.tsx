import { NavLink } from "react-router";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { usePermitStates } from "../hooks/use-permit-report.ts";
import { PermitReportError, PermitReportLoading } from "./permit-report-status.tsx";

export const LOADING_STATES = "Loading states...";

/** The path of a state's checklist page. */
export const checklistPath = (slug: string) => `/checklist/${slug}`;

/** Every state with a checklist, as a grid of links to its page. */
export function StateChecklistGrid() {
  const { loading, states, problem, retry } = usePermitStates();
  if (loading) return <PermitReportLoading label={LOADING_STATES} />;
  if (problem) return <PermitReportError message={problem.message} onRetry={retry} />;
  return (
    <nav aria-label="Checklists by state" className="mt-10">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
        {states.map((state) => (
          <li key={state.slug}>
            <NavLink
              to={checklistPath(state.slug)}
              className={({ isPending }) =>
                cn(
                  "flex min-h-11 items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50 hover:text-brand-800",
                  isPending && "border-brand-600 bg-brand-50",
                )
              }
            >
              {({ isPending }) => (
                <>
                  <span className="min-w-0">{state.name}</span>
                  {isPending ? (
                    <Spinner className="text-brand-600" />
                  ) : (
                    <span className="text-xs font-semibold text-slate-500" aria-hidden="true">
                      {state.code}
                    </span>
                  )}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
