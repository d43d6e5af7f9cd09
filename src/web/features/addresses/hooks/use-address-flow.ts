import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { setPendingAction, storeAddress } from "../address-storage.ts";

/** Where the address flow ends; route protection sends a visitor to sign in first. */
export const PROJECT_CHAT_PATH = "/project-setup-chat";

/** The address flow: the chosen address is stored and the pending action "project-chat" set. */
export function beginAddressFlow(address: string, sessionToken?: string): void {
  storeAddress(address, sessionToken);
  setPendingAction("project-chat");
}

/**
 * The address flow inside the app: store the address, then go on to the project chat. `busy`
 * stays true until the page changes.
 */
export function useAddressFlow() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = useCallback(
    (address: string, sessionToken?: string) => {
      setBusy(true);
      beginAddressFlow(address, sessionToken);
      void navigate(PROJECT_CHAT_PATH);
    },
    [navigate],
  );
  return { start, busy };
}
