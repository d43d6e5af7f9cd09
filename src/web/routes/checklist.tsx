import { useRevalidator } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { fetchStatePermitReport } from "#web/features/permits/api/permits-api.ts";
import {
  PermitReportError,
  PermitReportLoading,
} from "#web/features/permits/components/permit-report-status.tsx";
import { PermitReportView } from "#web/features/permits/components/permit-report-view.tsx";
import { isRetryable, settle } from "#web/features/permits/report-result.ts";
import type { Route } from "./+types/checklist";

const BACK = { to: "/checklists", label: "All state checklists" };
const NOT_FOUND = "Checklist Not Found";

const titleOf = (stateName: string) => `${stateName} Permit Checklist`;

/** The state's report, or why there is none; it never throws, so the page can say what happened. */
export const clientLoader = ({ params }: Route.ClientLoaderArgs) =>
  settle(fetchStatePermitReport(params.state));

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const report = loaderData?.value;
  if (report) {
    const state = report.jurisdiction.stateName ?? report.jurisdiction.stateCode ?? "State";
    return [
      { title: pageTitle(titleOf(state)) },
      {
        name: "description",
        content: `Building codes, permit rules for common projects and example permit fees in ${state}.`,
      },
    ];
  }
  return [
    { title: pageTitle(loaderData?.problem?.status === 404 ? NOT_FOUND : "Permit Checklist") },
  ];
};

export function HydrateFallback() {
  return (
    <PageShell title="Permit Checklist">
      <PermitReportLoading />
    </PageShell>
  );
}

export default function ChecklistPage({ loaderData, params }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { value: report, problem } = loaderData;

  if (problem?.status === 404)
    return (
      <PageShell
        title={NOT_FOUND}
        intro={`We don't have a permit checklist for "${params.state}".`}
        onward={{ to: "/checklists", label: "Browse all state checklists" }}
      />
    );

  if (problem)
    return (
      <PageShell title="Permit Checklist" onward={BACK}>
        {revalidator.state === "loading" ? (
          <PermitReportLoading />
        ) : (
          <PermitReportError
            message={problem.message}
            onRetry={isRetryable(problem) ? () => void revalidator.revalidate() : undefined}
          />
        )}
      </PageShell>
    );

  const state = report.jurisdiction.stateName ?? report.jurisdiction.stateCode ?? "State";
  return (
    <PageShell
      title={titleOf(state)}
      intro={`The building codes ${state} adopts, which common projects need a permit, and example fees and review times. Cities and counties may add their own rules.`}
      onward={BACK}
    >
      <PermitReportView report={report} />
    </PageShell>
  );
}
