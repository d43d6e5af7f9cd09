import { pageTitle } from "#shared/site.ts";
import { PERMIT_CHECK_ISLAND_ID, PermitCheckWidget } from "#web/islands/permit-check-widget.tsx";
import type { RouteHandle } from "#web/lib/route-handle.ts";

export const handle: RouteHandle = { island: "permit-check" };

export const meta = () => [
  { title: pageTitle("Permit check") },
  // A page for frames on other sites, not for search results.
  { name: "robots", content: "noindex" },
];

/**
 * The page /widget.js frames on other sites, the only page that may be framed
 * (src/shared/widget.ts FRAMEABLE_PAGE_PATHS). No top bar or footer: the host page is the frame.
 */
export default function EmbedPermitCheckPage() {
  return (
    <div id={PERMIT_CHECK_ISLAND_ID}>
      <PermitCheckWidget />
    </div>
  );
}
