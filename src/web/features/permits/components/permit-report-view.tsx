import type { ReactNode } from "react";
import type { PermitReport } from "../api/permits-api.ts";
import { AdoptedCodesTable } from "./report/adopted-codes-table.tsx";
import { CommonProjects } from "./report/common-projects.tsx";
import { DepartmentCard } from "./report/department-card.tsx";
import { ExampleEstimates } from "./report/example-estimates.tsx";
import { LocalLayer } from "./report/local-layer.tsx";
import { ReportHeader } from "./report/report-header.tsx";
import { ReportSummary } from "./report/report-summary.tsx";
import { Section } from "./report/section.tsx";
import { hasStateCallouts, StateCallouts } from "./report/state-callouts.tsx";
import { SourceIndexProvider, SourcesList } from "./source-citations.tsx";

export { jurisdictionName } from "./report/jurisdiction-name.ts";
export { PERMIT_BADGES, PermitBadge } from "./report/permit-badge.tsx";
export { REPORT_CAVEAT } from "./report/report-header.tsx";

export type PermitReportViewProps = {
  report: PermitReport;
  /** Controls shown under the heading, e.g. a button to ask about a project there. */
  actions?: ReactNode;
  /** Prefix of the ids in the report (its heading, sections and sources), one per page. */
  idPrefix?: string;
};

type ReportSection = { part: string; title: string; body: ReactNode; shown?: boolean };

/**
 * The permit report of a place: a summary first (who issues permits, the codes, whether the most
 * asked projects need a permit), then its sections, each opened on demand: the building
 * department, the codes, the rules for common projects and example estimates. Every fact links
 * to its numbered source at the end.
 */
export function PermitReportView({
  report,
  actions,
  idPrefix = "permit-report",
}: PermitReportViewProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  // One list for the contents and the sections, so a section is linked only when it is shown.
  const sections: ReportSection[] = [
    { part: "department", title: "Building department", body: <DepartmentCard report={report} /> },
    { part: "local", title: "Rules on file", body: <LocalLayer report={report} /> },
    { part: "codes", title: "Adopted codes", body: <AdoptedCodesTable report={report} /> },
    {
      part: "rules",
      title: "State and local rules",
      body: <StateCallouts report={report} />,
      shown: hasStateCallouts(report),
    },
    { part: "projects", title: "Common projects", body: <CommonProjects report={report} /> },
    {
      part: "estimates",
      title: "Example estimates",
      body: <ExampleEstimates report={report} />,
      shown: report.examples.length > 0,
    },
    { part: "sources", title: "Sources", body: <SourcesList /> },
  ].filter((section) => section.shown !== false);
  return (
    <SourceIndexProvider sources={report.sources} idPrefix={idPrefix}>
      <article aria-labelledby={id("heading")} className="mt-10 grid gap-6">
        <ReportHeader
          report={report}
          headingId={id("heading")}
          actions={actions}
          contents={sections.map(({ part, title }) => ({ id: id(part), title }))}
        />
        <ReportSummary
          report={report}
          headingId={id("summary")}
          codesId={id("codes")}
          projectsId={id("projects")}
        />
        <div className="grid gap-3">
          {sections.map(({ part, title, body }) => (
            <Section key={part} id={id(part)} title={title}>
              {body}
            </Section>
          ))}
        </div>
      </article>
    </SourceIndexProvider>
  );
}
