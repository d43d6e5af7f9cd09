import type { ReactNode } from "react";
import { formatNumber } from "#web/lib/format-number.ts";
import { cn } from "#web/lib/cn.ts";
import type { PermitReport } from "../api/permits-api.ts";
import {
  countyName,
  displayUrl,
  formatBusinessDays,
  formatDate,
  formatLimit,
  formatMoneyRange,
  modelEdition,
} from "../report-format.ts";
import { ExternalLink } from "./external-link.tsx";
import { Cite, SourceIndexProvider, SourcesList } from "./source-citations.tsx";

type Project = PermitReport["projects"][number];
type Example = PermitReport["examples"][number];

export const REPORT_CAVEAT =
  "Local rules can be stricter. Confirm with the building department before you build.";

/** How likely a project needs a permit, in words and colour (the words alone must say it). */
export const PERMIT_BADGES: Record<Project["permit"], { label: string; className: string }> = {
  required: { label: "Permit required", className: "bg-red-50 text-red-800 ring-red-200" },
  usually: { label: "Usually required", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  depends: { label: "Depends on size", className: "bg-sky-50 text-sky-900 ring-sky-200" },
  rarely: {
    label: "Usually not required",
    className: "bg-emerald-50 text-emerald-900 ring-emerald-200",
  },
};

/** "Austin, Travis County, Texas"; a state report names the state alone. */
export function jurisdictionName({ jurisdiction }: PermitReport): string {
  const { city, county, stateCode, stateName } = jurisdiction;
  return [city, countyName(county, stateCode), stateName ?? stateCode]
    .filter((part): part is string => Boolean(part))
    .join(", ");
}

function appliesSentence(report: PermitReport): string | null {
  const code = report.stateCodeName ?? "The state building code";
  const state = report.jurisdiction.stateName ?? "This state";
  switch (report.applies) {
    case "statewide":
      return `${code} applies statewide: every city and county enforces it.`;
    case "minimum":
      return `${code} is a statewide minimum: cities and counties may adopt stricter rules.`;
    case "local":
      return `${state} has no building code enforced everywhere: cities and counties adopt their own, within the state rules below.`;
    default:
      return null;
  }
}

function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("grid gap-3", className)}>
      <h3 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

const CARD = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm";

function Callout({
  title,
  tone,
  children,
}: {
  title: string;
  tone: "info" | "warning";
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border-l-4 p-4 text-sm",
        tone === "warning"
          ? "border-amber-500 bg-amber-50 text-amber-950"
          : "border-brand-600 bg-brand-50 text-slate-800",
      )}
    >
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="mt-1 grid gap-1">{children}</div>
    </div>
  );
}

function DepartmentCard({ report }: { report: PermitReport }) {
  const { department } = report;
  if (!department) {
    const city = report.jurisdiction.city;
    return (
      <p className={cn(CARD, "text-slate-700")}>
        {city
          ? `Contact the ${city} building department for its permit rules, fees and forms.`
          : "Contact your city or county building department for its permit rules, fees and forms."}
      </p>
    );
  }
  const rows: { term: string; value: ReactNode }[] = [
    {
      term: "Website",
      value: (
        <ExternalLink href={department.website}>{displayUrl(department.website)}</ExternalLink>
      ),
    },
  ];
  if (department.portal)
    rows.push({
      term: "Permit portal",
      value: <ExternalLink href={department.portal}>{displayUrl(department.portal)}</ExternalLink>,
    });
  if (department.phone)
    rows.push({
      term: "Phone",
      value: (
        <a
          href={`tel:${department.phone.replace(/[^\d+]/g, "")}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {department.phone}
        </a>
      ),
    });
  return (
    <div className={CARD}>
      <p className="font-semibold text-slate-900">
        {department.department}
        <Cite ids={[department.source]} />
      </p>
      <p className="text-sm text-slate-600">
        {department.name}, {department.state}
      </p>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {rows.map((row) => (
          <div key={row.term} className="contents">
            <dt className="font-medium text-slate-500">{row.term}</dt>
            <dd className="min-w-0 break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
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

function EffectiveDate({ date }: { date: string | null }) {
  return date ? <time dateTime={date}>{formatDate(date)}</time> : <>Not known</>;
}

function CodesTable({ report }: { report: PermitReport }) {
  const applies = appliesSentence(report);
  return (
    <>
      {applies && <p className="text-slate-700">{applies}</p>}
      {report.codes.length === 0 ? (
        <p className="text-slate-700">
          No statewide adopted codes on file: ask the building department which codes it enforces.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200">
          <table className="w-full min-w-[20rem] text-left text-sm">
            <caption className="sr-only">
              Building codes adopted in {jurisdictionName(report)}
            </caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Code
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Adopted code
                </th>
                <th scope="col" className="hidden px-3 py-2 font-semibold sm:table-cell">
                  Effective
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {report.codes.map((code) => (
                <tr key={code.label} className="align-top">
                  <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                    {code.label}
                  </th>
                  <td className="px-3 py-2 text-slate-800">
                    {code.name ?? modelEdition(code.model, code.edition)}
                    <Cite ids={[code.sourceId]} />
                    {code.name && (
                      <span className="block text-xs text-slate-500">
                        Based on {modelEdition(code.model, code.edition)}
                      </span>
                    )}
                    {/* Narrow screens have no Effective column: the date goes under the name. */}
                    <span className="mt-1 block text-xs text-slate-600 sm:hidden">
                      Effective: <EffectiveDate date={code.effective} />
                    </span>
                  </td>
                  <td className="hidden px-3 py-2 whitespace-nowrap text-slate-800 sm:table-cell">
                    <EffectiveDate date={code.effective} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function hasStateRules(report: PermitReport): boolean {
  return Boolean(
    report.localCode ||
    report.specialZone ||
    report.adu ||
    report.reviewClocks.length > 0 ||
    report.stateNotes.length > 0,
  );
}

function StateRules({ report }: { report: PermitReport }) {
  const { localCode, specialZone, adu, reviewClocks, stateNotes } = report;
  return (
    <div className="grid gap-3">
      {localCode && (
        <Callout title={`Local code: ${localCode.place}`} tone="warning">
          <p>
            {localCode.note}
            <Cite ids={[localCode.source]} />
          </p>
        </Callout>
      )}
      {specialZone && (
        <Callout title={`Special zone: ${specialZone.name}`} tone="warning">
          <p>
            Stricter wind or flood rules apply in {specialZone.counties.join(", ")}.
            <Cite ids={[specialZone.source]} />
          </p>
        </Callout>
      )}
      {adu && (
        <Callout title={`State ADU law: ${adu.law}`} tone="info">
          <p>
            {adu.summary}
            <Cite ids={[adu.source]} />
          </p>
          {adu.reviewDays && (
            <p>Review clock: {formatNumber(adu.reviewDays)} days for a complete ADU application.</p>
          )}
        </Callout>
      )}
      {reviewClocks.length > 0 && (
        <Callout title="State review clocks" tone="info">
          <ul className="grid list-disc gap-1 pl-5">
            {reviewClocks.map((clock) => (
              <li key={clock.text}>
                {clock.text}
                <Cite ids={[clock.source]} />
              </li>
            ))}
          </ul>
        </Callout>
      )}
      {stateNotes.length > 0 && (
        <Callout title="Good to know" tone="info">
          <ul className="grid list-disc gap-1 pl-5">
            {stateNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Callout>
      )}
    </div>
  );
}

export function PermitBadge({ permit }: { permit: Project["permit"] }) {
  const badge = PERMIT_BADGES[permit];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
        badge.className,
      )}
    >
      {badge.label}
    </span>
  );
}

function ProjectItem({ project }: { project: Project }) {
  const { exemption } = project;
  const limits = exemption ? Object.entries(exemption.limits) : [];
  return (
    <li className={cn(CARD, "flex flex-col gap-2")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{project.name}</h4>
        <PermitBadge permit={project.permit} />
      </div>
      <p className="text-sm text-slate-700">
        {project.summary}
        <Cite ids={[project.sourceId]} />
      </p>
      {project.overTheCounter && (
        <p className="text-xs font-medium text-slate-600">Over-the-counter permits are common.</p>
      )}
      {exemption && (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Exemption</p>
          <p className="mt-1">
            <span className="font-semibold text-slate-900">
              {exemption.code} {exemption.edition} {exemption.section}:
            </span>{" "}
            {exemption.text}
            <Cite ids={[exemption.sourceId]} />
          </p>
          {limits.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Exemption limits">
              {limits.map(([key, value]) => (
                <li
                  key={key}
                  className="rounded bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
                >
                  {formatLimit(key, value)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

function EstimateItem({ example }: { example: Example }) {
  const { fee, timeline } = example;
  const title = example.areaSqFt
    ? `${example.project}, ${formatNumber(example.areaSqFt)} sq ft`
    : example.project;
  return (
    <li className={cn(CARD, "flex flex-col gap-3")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900">{title}</h4>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          Estimate
        </span>
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="font-medium text-slate-500">Estimated permit fee</dt>
          {fee ? (
            <>
              <dd className="text-lg font-semibold text-slate-900">
                {formatMoneyRange(fee.total)}
                <Cite ids={fee.sources} />
              </dd>
              <dd className="text-xs text-slate-600">
                Permit {formatMoneyRange(fee.permitFee)} + plan review{" "}
                {formatMoneyRange(fee.planReviewFee)}
              </dd>
              <dd className="text-xs text-slate-500">How we estimated: {fee.formula}.</dd>
            </>
          ) : (
            <dd className="text-slate-700">No estimate: fees for this work depend on its cost.</dd>
          )}
        </div>
        <div>
          <dt className="font-medium text-slate-500">Estimated plan review</dt>
          <dd className="text-lg font-semibold text-slate-900">
            {formatBusinessDays(timeline.reviewBusinessDays)}
            <Cite ids={timeline.sources} />
          </dd>
          <dd className="text-xs text-slate-500">How we estimated: {timeline.formula}.</dd>
        </div>
        {timeline.statutoryLimit && (
          <div>
            <dt className="font-medium text-slate-500">State review limit</dt>
            <dd className="text-slate-800">
              {formatNumber(timeline.statutoryLimit.days)} days: {timeline.statutoryLimit.text}
              <Cite ids={[timeline.statutoryLimit.source]} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export type PermitReportViewProps = {
  report: PermitReport;
  /** Controls shown under the heading, e.g. a button to ask about a project there. */
  actions?: ReactNode;
  /** Prefix of the ids in the report (its heading, sections and sources), one per page. */
  idPrefix?: string;
};

/**
 * The permit report of a place: its codes, permit rules for common projects, building department
 * and example estimates. Every fact links to its numbered source at the end.
 */
export function PermitReportView({
  report,
  actions,
  idPrefix = "permit-report",
}: PermitReportViewProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  const isState = !report.jurisdiction.city;
  const place = jurisdictionName(report);
  const showRules = hasStateRules(report);
  const showEstimates = report.examples.length > 0;
  const contents = [
    { id: id("department"), title: "Building department" },
    { id: id("codes"), title: "Adopted codes" },
    ...(showRules ? [{ id: id("rules"), title: "State and local rules" }] : []),
    { id: id("projects"), title: "Common projects" },
    ...(showEstimates ? [{ id: id("estimates"), title: "Example estimates" }] : []),
    { id: id("sources"), title: "Sources" },
  ];
  return (
    <SourceIndexProvider sources={report.sources} idPrefix={idPrefix}>
      <article aria-labelledby={id("heading")} className="mt-10 grid gap-10">
        <header className="grid gap-3">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {isState ? "Statewide permit report" : "Permit report"}
          </p>
          <h2
            id={id("heading")}
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {place}
          </h2>
          {!isState && (
            <p className="text-slate-600">
              For <span className="font-medium text-slate-800">{report.address}</span>
            </p>
          )}
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

        <Section id={id("department")} title="Building department">
          <DepartmentCard report={report} />
        </Section>

        <Section id={id("codes")} title="Adopted codes">
          <CodesTable report={report} />
        </Section>

        {showRules && (
          <Section id={id("rules")} title="State and local rules">
            <StateRules report={report} />
          </Section>
        )}

        <Section id={id("projects")} title="Common projects">
          <p className="text-sm text-slate-600">
            Whether each kind of work needs a permit under the model residential code, and the
            exemption it may fall under.
          </p>
          <ul className="grid gap-3 md:grid-cols-2">
            {report.projects.map((project) => (
              <ProjectItem key={project.id} project={project} />
            ))}
          </ul>
        </Section>

        {showEstimates && (
          <Section id={id("estimates")} title="Example estimates">
            <p className="text-sm text-slate-600">
              Estimates only, from typical fee schedules and review times: real fees and times in{" "}
              {isState ? (report.jurisdiction.stateName ?? "this state") : place} can differ.
            </p>
            <ul className="grid gap-3 md:grid-cols-3">
              {report.examples.map((example) => (
                <EstimateItem key={example.project} example={example} />
              ))}
            </ul>
          </Section>
        )}

        <Section id={id("sources")} title="Sources">
          <SourcesList />
        </Section>
      </article>
    </SourceIndexProvider>
  );
}
