import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { formatDate, modelEdition } from "#web/features/permits/report-format.ts";
import { Cite } from "../source-citations.tsx";
import { jurisdictionName } from "./jurisdiction-name.ts";

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

function EffectiveDate({ date }: { date: string | null }) {
  return date ? <time dateTime={date}>{formatDate(date)}</time> : <>Not known</>;
}

/** Where the state code applies, then each adopted code with its model edition and date. */
export function AdoptedCodesTable({ report }: { report: PermitReport }) {
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
