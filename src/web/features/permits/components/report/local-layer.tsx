import { the } from "#shared/authority-names.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { formatDate } from "#web/features/permits/report-format.ts";
import { ExternalLink } from "../external-link.tsx";
import { Cite } from "../source-citations.tsx";
import { CARD } from "./card.ts";

/** Where to find a place's own rules when none are on file: its site, else the federal directory. */
const LOCAL_GOVERNMENTS = "https://www.usa.gov/local-governments";

const LAYER_NAMES = { model: "Model code", state: "State", local: "Local" } as const;

/**
 * Which layers of rules the report draws on here (the model code, the state's, the place's own),
 * the place's own rules with their as-of dates, or, where none are on file, that the place's own
 * rules may be stricter and where to find them.
 */
export function LocalLayer({ report }: { report: PermitReport }) {
  const { layers, localRules, jurisdiction } = report;
  const authority =
    jurisdiction.authority && jurisdiction.authority.kind !== "none"
      ? the(jurisdiction.authority.name)
      : "the local building department";
  const website = jurisdiction.office?.website ?? report.department?.website ?? null;
  const used = (["model", "state", "local"] as const).filter((layer) => layers[layer]);
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">Rules used here: </span>
        {used.map((layer) => LAYER_NAMES[layer]).join(" · ")}
        {layers.local && layers.localAsOf
          ? ` (local facts as of ${formatDate(layers.localAsOf)})`
          : ""}
      </p>
      {!layers.local && (
        <p className={`${CARD} text-sm text-slate-700`}>
          We have no local rules on file for {authority}. This report uses{" "}
          {layers.state ? "the state's and the model code's rules" : "the model code's rules"};{" "}
          {authority}'s own may be stricter.{" "}
          {website ? (
            <ExternalLink href={website}>Check its official website</ExternalLink>
          ) : (
            <ExternalLink href={LOCAL_GOVERNMENTS}>Find its official website</ExternalLink>
          )}
          .
        </p>
      )}
      {localRules.length > 0 && (
        <ul
          className="grid gap-2 text-sm text-slate-700"
          aria-label="Local and state rules on file"
        >
          {localRules.map((rule) => (
            <li key={rule.id} className={CARD}>
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {rule.layer === "local" ? "Local" : "State"} · as of {formatDate(rule.asOf)}
              </p>
              <p className="mt-1">
                {rule.text}
                <Cite ids={[rule.sourceId]} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
