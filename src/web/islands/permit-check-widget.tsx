import { useEffect, useRef, useState } from "react";
import { readWidgetOptions } from "#shared/widget.ts";
import { ArticleAddressBox } from "#web/features/addresses/components/article-address-box.tsx";
import { PermitCheckResult } from "#web/features/permits/components/permit-check-result.tsx";
import { applyWidgetTheme, reportHeightToParent } from "#web/lib/embed-frame.ts";

/** The element the embed page's island script hydrates (docs/decisions/004). */
export const PERMIT_CHECK_ISLAND_ID = "permit-check-island";

export const PERMIT_CHECK_HEADING = "Check permits for an address";

/**
 * The embeddable permit check, the page other sites frame through /widget.js: the
 * address box with suggestions (listed in the flow, since the frame is sized to its content), then
 * the report's summary for the chosen address. It composes the addresses and permits features,
 * hence its place beside the island entry rather than in either feature.
 */
export function PermitCheckWidget() {
  const [address, setAddress] = useState<string>();
  const content = useRef<HTMLDivElement>(null);

  // After hydration, outside React's markup: the theme from the frame's query, then the height
  // for the loader, which shows the frame once it has the first one (so never in the wrong theme).
  useEffect(() => {
    applyWidgetTheme(
      document.documentElement,
      readWidgetOptions(new URLSearchParams(location.search)),
    );
    if (!content.current) return;
    return reportHeightToParent(content.current);
  }, []);

  return (
    <div ref={content} className="p-px">
      <main className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-slate-900 sm:p-5">
        <header className="grid gap-1">
          <h1 className="text-lg font-bold">{PERMIT_CHECK_HEADING}</h1>
          <p className="text-sm text-slate-600">
            Who issues permits, the codes in force and which common projects need a permit. Free.
          </p>
        </header>
        <div className="permit-check-form">
          <ArticleAddressBox
            id="permit-check-address"
            placeholder="Enter a US property address..."
            submitLabel="Check"
            listPlacement="inline"
            onAddressSubmit={setAddress}
          />
        </div>
        {address && <PermitCheckResult key={address} address={address} />}
        <p className="text-xs text-slate-500">
          By{" "}
          <a
            href="/"
            target="_blank"
            rel="noopener"
            className="font-semibold text-slate-700 underline underline-offset-2"
          >
            PermitLM
          </a>
          , the AI permit assistant.
        </p>
      </main>
    </div>
  );
}
