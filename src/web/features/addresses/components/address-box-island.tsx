import { useState } from "react";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { PROJECT_CHAT_PATH, beginAddressFlow } from "../hooks/use-address-flow.ts";
import { ArticleAddressBox } from "./article-address-box.tsx";

/** The element a reading page's island script hydrates (docs/decisions/004, 013). */
export const ADDRESS_BOX_ISLAND_ID = "address-box-island";

export type AddressBoxIslandProps = { showExampleButton?: boolean };

/**
 * The address box of a page that runs without the router: the address flow stores the address
 * and loads the project chat page, which asks a visitor to sign in first.
 */
export function AddressBoxIsland({ showExampleButton = false }: AddressBoxIslandProps) {
  const [busy, setBusy] = useState(false);
  return (
    <>
      <ArticleAddressBox
        id="article-address"
        onAddressSubmit={(address, sessionToken) => {
          setBusy(true);
          beginAddressFlow(address, sessionToken);
          window.location.assign(PROJECT_CHAT_PATH);
        }}
        loading={busy}
        showExampleButton={showExampleButton}
      />
      <Toaster />
    </>
  );
}

/** The island as the page renders it: the island script reads its props back from the element. */
export function AddressBoxIslandElement(props: AddressBoxIslandProps) {
  return (
    <div
      id={ADDRESS_BOX_ISLAND_ID}
      data-example-button={props.showExampleButton ? "true" : undefined}
    >
      <AddressBoxIsland {...props} />
    </div>
  );
}
