import { buttonClass } from "#web/components/ui/button.ts";

/** The card shown when the chat service cannot be reached. */
export function ConnectionErrorCard({
  onRetry,
  onClear,
  disabled,
}: {
  onRetry: () => void;
  onClear: () => void;
  disabled?: boolean | undefined;
}) {
  return (
    <div
      role="alert"
      aria-labelledby="chat-connection-error"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-950"
    >
      <h2 id="chat-connection-error" className="font-semibold">
        Connection Error
      </h2>
      <p className="mt-1 text-sm">Unable to connect to the chat service. Please try again.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={disabled}
          className={buttonClass("primary", "sm")}
          onClick={onRetry}
        >
          Retry Connection
        </button>
        <button
          type="button"
          disabled={disabled}
          className={buttonClass("danger", "sm")}
          onClick={onClear}
        >
          Clear History
        </button>
      </div>
    </div>
  );
}
