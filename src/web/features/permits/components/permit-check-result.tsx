import { usePermitReport } from "../hooks/use-permit-report.ts";
import { isRetryable } from "../report-result.ts";
import { PermitCheckSummary } from "./permit-check-summary.tsx";
import { PermitReportError, PermitReportLoading } from "./permit-report-status.tsx";

export const UNKNOWN_ADDRESS_HINT =
  "Pick an address from the suggestions, or type it in full with its city and state.";

/**
 * The embeddable permit check's answer for an address: loading, a failure with "Try again" when
 * trying again may help, an address we cannot place (the API's reason and what to do), or the
 * summary.
 */
export function PermitCheckResult({ address }: { address: string }) {
  const { loading, report, problem, retry } = usePermitReport(address);
  if (loading) return <PermitReportLoading label="Checking permits for this address..." />;
  if (problem) {
    const retryable = isRetryable(problem);
    return (
      <>
        <PermitReportError message={problem.message} onRetry={retryable ? retry : undefined} />
        {!retryable && <p className="mt-2 text-sm text-slate-600">{UNKNOWN_ADDRESS_HINT}</p>}
      </>
    );
  }
  return report ? <PermitCheckSummary report={report} /> : null;
}
