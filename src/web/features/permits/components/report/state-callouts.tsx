import { formatNumber } from "#web/lib/format-number.ts";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { Cite } from "../source-citations.tsx";
import { Callout } from "./callout.tsx";

/** Whether the report has any state or local rule to call out. */
export function hasStateCallouts(report: PermitReport): boolean {
  return Boolean(
    report.localCode ||
    report.specialZone ||
    report.adu ||
    report.reviewClocks.length > 0 ||
    report.stateNotes.length > 0,
  );
}

/** Local codes, special zones, the state ADU law, review clocks and notes, as callouts. */
export function StateCallouts({ report }: { report: PermitReport }) {
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
