import "#web/lib/zod-config.ts";
import { hydrateRoot } from "react-dom/client";
import { hydrateTopBarUser } from "./top-bar-user.tsx";
import {
  ADDRESS_BOX_ISLAND_ID,
  AddressBoxIsland,
} from "#web/features/addresses/components/address-box-island.tsx";

// Production entry of the reading pages (guides): hydrates the address box and the top bar's
// balance, without the router; the rest of the page is prerendered HTML.
const container = document.getElementById(ADDRESS_BOX_ISLAND_ID);
if (container)
  hydrateRoot(
    container,
    <AddressBoxIsland showExampleButton={container.dataset.exampleButton === "true"} />,
  );
hydrateTopBarUser();
