import { useState } from "react";
import { toast } from "#web/lib/toast-store.ts";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { AUTH_TOASTS } from "../auth-toasts.ts";

/** Signs out of this browser and says how it went, in a toast. */
export function useSignOut() {
  const [pending, setPending] = useState(false);

  async function signOut(): Promise<boolean> {
    setPending(true);
    const failure = await attemptAuth(() => authClient.signOut(), "Sign out failed.");
    setPending(false);
    toast(failure ? AUTH_TOASTS.signOutError : AUTH_TOASTS.signedOut);
    return failure === null;
  }

  return { signOut, pending };
}
