import "#web/lib/zod-config.ts";
import { hydrateRoot } from "react-dom/client";
import {
  WAITLIST_ISLAND_ID,
  WaitlistIsland,
} from "#web/features/waitlist/components/waitlist-island.tsx";

// Production entry of the landing page: hydrates the waitlist form alone, without the router.
const container = document.getElementById(WAITLIST_ISLAND_ID);
if (container) hydrateRoot(container, <WaitlistIsland />);
