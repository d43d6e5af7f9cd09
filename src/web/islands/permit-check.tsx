import "#web/lib/zod-config.ts";
import { hydrateRoot } from "react-dom/client";
import { PERMIT_CHECK_ISLAND_ID, PermitCheckWidget } from "./permit-check-widget.tsx";

// Production entry of the embed page (/embed/permit-check): the permit check alone, without the
// router, so the page other sites frame stays small (budget in scripts/widget-budget.ts).
const container = document.getElementById(PERMIT_CHECK_ISLAND_ID);
if (container) hydrateRoot(container, <PermitCheckWidget />);
