import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { modelEdition } from "#web/features/permits/report-format.ts";
import { PermitBadge } from "./permit-badge.tsx";

/**
 * The projects people ask about most, in the order the summary lists them: small outdoor work,
 * the roof, the kitchen, and a second home on the lot.
 */
export const MOST_ASKED_PROJECTS = ["deck", "fence", "roof-replacement", "kitchen-remodel", "adu"];

/** How many adopted codes the summary names (the rest are one click away). */
const SUMMARY_CODES = 4;

/**
 * A report's first screen: which codes apply and whether the five most asked projects need a
 * permit (who issues permits is said just above, in the header). Each part links to its section.
 */
export function ReportSummary({
  report,
  headingId,
  codesId,
  projectsId,
}: {
  report: PermitReport;
  headingId: string;
  codesId: string;
  projectsId: string;
}) {
  const projects = MOST_ASKED_PROJECTS.flatMap(
    (id) => report.projects.find((project) => project.id === id) ?? [],
  );
  const codes = report.codes.slice(0, SUMMARY_CODES);
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        At a glance
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Codes in force
          </h4>
          {codes.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              No statewide codes on file: ask the building department.
            </p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm text-slate-800">
              {codes.map((code) => (
                <li key={code.label}>
                  <span className="font-medium">{code.label}:</span>{" "}
                  {code.name ?? modelEdition(code.model, code.edition)}
                </li>
              ))}
            </ul>
          )}
          <a
            href={`#${codesId}`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            All codes and dates
          </a>
        </div>
        <div>
          <h4 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Do these need a permit?
          </h4>
          <ul className="mt-2 grid gap-2">
            {projects.map((project) => (
              <li key={project.id} className="flex items-center justify-between gap-3 text-sm">
                <span className="text-slate-800">{project.name}</span>
                <PermitBadge permit={project.permit} />
              </li>
            ))}
          </ul>
          <a
            href={`#${projectsId}`}
            className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
          >
            Every project, with the rules
          </a>
        </div>
      </div>
    </section>
  );
}
