import type { ReactNode } from "react";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { AuthorityNote } from "./authority-note.tsx";
import { jurisdictionName } from "./jurisdiction-name.ts";

export const REPORT_CAVEAT =
  "Local rules can be stricter. Confirm with the building department before you build.";

/** The report's kind, place, address, actions, caveat and links to its sections. */
export function ReportHeader({
  report,
  headingId,
  actions,
  contents,
}: {
  report: PermitReport;
  headingId: string;
  actions?: ReactNode;
  contents: { id: string; title: string }[];
}) {
  const isState = !report.jurisdiction.city;
  return (
    <header className="grid gap-3">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {isState ? "Statewide permit report" : "Permit report"}
      </p>
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {jurisdictionName(report)}
      </h2>
      {!isState && (
        <p className="text-slate-600">
          For <span className="font-medium text-slate-800">{report.address}</span>
        </p>
      )}
      <AuthorityNote jurisdiction={report.jurisdiction} />
      {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      <p
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
      >
        {REPORT_CAVEAT}
      </p>
      <nav aria-label="Report sections">
        <ul className="flex flex-wrap gap-2 text-sm">
          {contents.map((item) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                className="inline-flex min-h-9 items-center rounded-full border border-slate-200 bg-white px-3 font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
