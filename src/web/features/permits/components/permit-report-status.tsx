import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";

export const LOADING_REPORT = "Loading permit report...";

/** The report is on its way. */
export function PermitReportLoading({ label = LOADING_REPORT }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mt-10 flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-slate-700"
    >
      <Spinner className="size-5 text-brand-600" />
      <span>{label}</span>
    </div>
  );
}

/** Why there is no report: the API's own message, and a way to try again when that may help. */
export function PermitReportError({
  message,
  onRetry,
}: {
  message: string;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <div className="mt-10 grid justify-items-start gap-3">
      <div
        role="alert"
        className="w-full rounded-lg border border-red-200 bg-red-50 px-4 py-4 text-red-900"
      >
        {message}
      </div>
      {onRetry && (
        <button type="button" onClick={onRetry} className={buttonClass("secondary")}>
          Try again
        </button>
      )}
    </div>
  );
}
