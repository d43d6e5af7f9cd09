import { useState } from "react";
import { buttonClass } from "#web/components/ui/button.ts";

/** The snippet to paste, and a button that copies it. */
export function WidgetSnippet({ snippet }: { snippet: string }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is there to select.
      setCopied(false);
    }
  }
  return (
    <div className="grid gap-2">
      <pre
        tabIndex={0}
        aria-label="Snippet"
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm leading-relaxed text-slate-50"
      >
        <code>{snippet}</code>
      </pre>
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className={buttonClass("secondary", "sm")}
        >
          Copy snippet
        </button>
        <span role="status" className="text-sm text-slate-600">
          {copied ? "Copied" : ""}
        </span>
      </div>
    </div>
  );
}
