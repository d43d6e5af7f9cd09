import type { ReactNode } from "react";
import { the } from "#shared/authority-names.ts";
import { cn } from "#web/lib/cn.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { displayUrl } from "#web/features/permits/report-format.ts";
import { ExternalLink } from "../external-link.tsx";
import { Cite } from "../source-citations.tsx";
import { CARD } from "./card.ts";

type Row = { term: string; value: ReactNode };

const linkRow = (term: string, href: string): Row => ({
  term,
  value: <ExternalLink href={href}>{displayUrl(href)}</ExternalLink>,
});

const phoneRow = (phone: string): Row => ({
  term: "Phone",
  value: (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, "")}`}
      className="font-medium text-brand-700 underline underline-offset-2"
    >
      {phone}
    </a>
  ),
});

/** An office's details as a term list: one way for the department and the office on file. */
function DetailList({ rows }: { rows: Row[] }) {
  return (
    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium text-slate-500">{row.term}</dt>
          <dd className="min-w-0 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The building department's name, website, portal, phone and notes, or whom to ask instead. */
export function DepartmentCard({ report }: { report: PermitReport }) {
  const { department } = report;
  if (!department) return <OfficeCard jurisdiction={report.jurisdiction} />;
  const rows = [linkRow("Website", department.website)];
  if (department.portal) rows.push(linkRow("Permit portal", department.portal));
  if (department.phone) rows.push(phoneRow(department.phone));
  return (
    <div className={CARD}>
      <p className="font-semibold text-slate-900">
        {department.department}
        <Cite ids={[department.source]} />
      </p>
      <p className="text-sm text-slate-600">
        {department.name}, {department.state}
      </p>
      <DetailList rows={rows} />
      {department.notes.length > 0 && (
        <ul className="mt-3 grid list-disc gap-1 pl-5 text-sm text-slate-700">
          {department.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Where only the local layer has the office: its name, address, phone, website and portal; else
 * whom to ask, by the authority's own name (never a department the place does not have).
 */
function OfficeCard({ jurisdiction }: { jurisdiction: PermitReport["jurisdiction"] }) {
  const { office, authority } = jurisdiction;
  const none = authority?.kind === "none";
  if (!office)
    return (
      <p className={cn(CARD, "text-slate-700")}>
        {none
          ? "No building permit is issued here; ask the county about its own permits (floodplain, septic, driveway) before you build."
          : authority && jurisdiction.status !== "ambiguous"
            ? `Contact ${the(authority.name)} for its permit rules, fees and forms.`
            : "Contact your city or county building department for its permit rules, fees and forms."}
      </p>
    );
  const rows: Row[] = [];
  if (office.address) rows.push({ term: "Address", value: office.address });
  if (office.phone) rows.push(phoneRow(office.phone));
  if (office.website) rows.push(linkRow("Website", office.website));
  if (office.portal) rows.push(linkRow("Permit portal", office.portal));
  return (
    <div className={CARD}>
      <p className="font-semibold text-slate-900">{office.name}</p>
      {none && (
        <p className="text-sm text-slate-600">
          No building permit is issued here; this office issues the county&apos;s own permits.
        </p>
      )}
      <DetailList rows={rows} />
    </div>
  );
}
