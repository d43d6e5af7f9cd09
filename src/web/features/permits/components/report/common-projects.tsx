import { cn } from "#web/lib/cn.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { formatLimit } from "#web/features/permits/report-format.ts";
import { Cite } from "../source-citations.tsx";
import { CARD } from "./card.ts";
import { CardGrid } from "./card-grid.tsx";
import { PermitBadge } from "./permit-badge.tsx";

type Project = PermitReport["projects"][number];

function LimitChips({ limits, label }: { limits: Record<string, number>; label: string }) {
  const entries = Object.entries(limits);
  if (entries.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={label}>
      {entries.map(([key, value]) => (
        <li
          key={key}
          className="rounded bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
        >
          {formatLimit(key, value)}
        </li>
      ))}
    </ul>
  );
}

function ProjectItem({ project }: { project: Project }) {
  const { exemption, rule } = project;
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
      {rule && (
        <div className="rounded-md bg-brand-50 p-3 text-sm text-slate-800 ring-1 ring-brand-100">
          <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">
            {rule.layer === "local" ? "Local rule" : "State rule"}
          </p>
          <p className="mt-1">
            <span className="font-semibold text-slate-900">{rule.section}:</span> {rule.text}
            <Cite ids={[rule.sourceId]} />
          </p>
          <LimitChips limits={rule.limits} label="Local limits" />
        </div>
      )}
      {exemption && (
        <div className="rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {rule ? "Model code exemption (replaced here)" : "Exemption"}
          </p>
          <p className="mt-1">
            <span className="font-semibold text-slate-900">
              {exemption.code} {exemption.edition} {exemption.section}:
            </span>{" "}
            {exemption.text}
            <Cite ids={[exemption.sourceId]} />
          </p>
          <LimitChips limits={exemption.limits} label="Exemption limits" />
        </div>
      )}
    </li>
  );
}

/** Whether each common project needs a permit, and the exemption it may fall under. */
export function CommonProjects({ report }: { report: PermitReport }) {
  return (
    <CardGrid
      columns={2}
      intro={
        <>
          Whether each kind of work needs a permit under the model residential code, and the
          exemption it may fall under. Where the state or the place has its own rule on file, it
          comes first: it is the one that applies here.
        </>
      }
    >
      {report.projects.map((project) => (
        <ProjectItem key={project.id} project={project} />
      ))}
    </CardGrid>
  );
}
