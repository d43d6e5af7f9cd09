import { formatNumber } from "#web/lib/format-number.ts";
import { cn } from "#web/lib/cn.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import {
  formatBusinessDays,
  formatMoneyRange,
  likelyMoney,
} from "#web/features/permits/report-format.ts";
import { Cite } from "../source-citations.tsx";
import { CARD } from "./card.ts";
import { CardGrid } from "./card-grid.tsx";
import { jurisdictionName } from "./jurisdiction-name.ts";

type Example = PermitReport["examples"][number];

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
                About {likelyMoney(fee.total)}
                <Cite ids={fee.sources} />
              </dd>
              <dd>
                <details className="text-sm">
                  <summary className="cursor-pointer font-medium text-brand-700">
                    Range and how we estimated
                  </summary>
                  <p className="mt-1 text-slate-700">
                    {formatMoneyRange(fee.total)}: permit {formatMoneyRange(fee.permitFee)} + plan
                    review {formatMoneyRange(fee.planReviewFee)}.
                  </p>
                  <p className="mt-1 text-slate-700">How we estimated: {fee.formula}.</p>
                </details>
              </dd>
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

/** Estimated fees and plan review times for example projects in the place. */
export function ExampleEstimates({ report }: { report: PermitReport }) {
  const place = report.jurisdiction.city
    ? jurisdictionName(report)
    : (report.jurisdiction.stateName ?? "this state");
  return (
    <CardGrid
      columns={3}
      intro={
        <>
          Estimates only, from typical fee schedules and review times: real fees and times in{" "}
          {place} can differ.
        </>
      }
    >
      {report.examples.map((example) => (
        <EstimateItem key={example.project} example={example} />
      ))}
    </CardGrid>
  );
}
