import { fullReportPath } from "#shared/widget.ts";
import type { PermitReport } from "../api/permits-api.ts";
import { modelEdition } from "../report-format.ts";
import { ExternalLink } from "./external-link.tsx";
import { AuthorityNote } from "./report/authority-note.tsx";
import { jurisdictionName } from "./report/jurisdiction-name.ts";
import { PermitBadge } from "./report/permit-badge.tsx";
import { REPORT_CAVEAT } from "./report/report-header.tsx";
import { MOST_ASKED_PROJECTS } from "./report/report-summary.tsx";

/** How many adopted codes the summary names; the full report has them all. */
const SUMMARY_CODES = 3;

export const FULL_REPORT_LINK = "Full report and chat on PermitLM";

/** A fact's source as a short link ("IRC 2021 §R105.2"), or nothing when the report has none. */
function SourceLink({ report, id }: { report: PermitReport; id: string | null | undefined }) {
  const source = id ? report.sources.find((candidate) => candidate.id === id) : undefined;
  if (!source) return null;
  return (
    <span className="text-xs text-slate-600">
      Source: <ExternalLink href={source.url}>{source.citation}</ExternalLink>
    </span>
  );
}

/**
 * The permit report cut to what fits in another site's page (the embeddable permit check): who
 * issues permits, the codes in force, whether the most asked projects need a permit, each with
 * its source, and the way to the full report and chat on our site.
 */
export function PermitCheckSummary({ report }: { report: PermitReport }) {
  const projects = MOST_ASKED_PROJECTS.flatMap(
    (id) => report.projects.find((project) => project.id === id) ?? [],
  );
  const codes = report.codes.slice(0, SUMMARY_CODES);
  return (
    <article aria-labelledby="permit-check-place" className="grid gap-4">
      <header className="grid gap-1">
        <h2 id="permit-check-place" className="text-lg font-bold text-slate-900">
          {jurisdictionName(report)}
        </h2>
        <p className="text-sm text-slate-600">
          For <span className="font-medium text-slate-800">{report.address}</span>
        </p>
      </header>
      <AuthorityNote jurisdiction={report.jurisdiction} />
      {codes.length > 0 && (
        <section aria-labelledby="permit-check-codes">
          <h3
            id="permit-check-codes"
            className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
          >
            Codes in force
          </h3>
          <ul className="mt-2 grid gap-2 text-sm text-slate-800">
            {codes.map((code) => (
              <li key={code.label} className="grid">
                <span>
                  <span className="font-medium">{code.label}:</span>{" "}
                  {code.name ?? modelEdition(code.model, code.edition)}
                </span>
                <SourceLink report={report} id={code.sourceId} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="permit-check-projects">
        <h3
          id="permit-check-projects"
          className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
        >
          Do these need a permit?
        </h3>
        <ul className="mt-2 grid gap-3">
          {projects.map((project) => (
            <li key={project.id} className="grid gap-0.5 text-sm">
              <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                <span className="font-medium text-slate-900">{project.name}</span>
                <PermitBadge permit={project.permit} />
              </span>
              <SourceLink report={report} id={project.rule?.sourceId ?? project.sourceId} />
            </li>
          ))}
        </ul>
      </section>
      <p className="text-xs text-slate-600">{REPORT_CAVEAT}</p>
      <a
        href={fullReportPath(report.address)}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50"
      >
        {FULL_REPORT_LINK}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}
