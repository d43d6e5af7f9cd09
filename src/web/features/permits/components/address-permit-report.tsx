import type { ReactNode } from "react";
import { usePermitReport } from "../hooks/use-permit-report.ts";
import { isRetryable } from "../report-result.ts";
import { PermitReportError, PermitReportLoading } from "./permit-report-status.tsx";
import { PermitReportView } from "./permit-report-view.tsx";

/** Loads and shows the permit report for an address (or "City, ST"), with its loading and errors. */
export function AddressPermitReport({
  address,
  actions,
}: {
  address: string;
  /** Shown with the report, under its heading. */
  actions?: ReactNode;
}) {
  const { loading, report, problem, retry } = usePermitReport(address);
  if (loading) return <PermitReportLoading />;
  if (problem)
    return (
      <PermitReportError
        message={problem.message}
        onRetry={isRetryable(problem) ? retry : undefined}
      />
    );
  return report ? <PermitReportView report={report} actions={actions} /> : null;
}
