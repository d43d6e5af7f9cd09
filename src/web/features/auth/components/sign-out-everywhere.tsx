import { useState } from "react";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { toast } from "#web/lib/toast-store.ts";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { AUTH_TOASTS } from "../auth-toasts.ts";

/** Ends every session of the user, this one included; route protection then leads to /auth. */
export function SignOutEverywhere() {
  const [pending, setPending] = useState(false);

  async function onClick() {
    setPending(true);
    const failure = await attemptAuth(() => authClient.revokeSessions(), "Sign out failed.");
    // The revoked session may still sit in this browser's cookie; clear it here as well.
    if (!failure) await attemptAuth(() => authClient.signOut(), "Sign out failed.");
    setPending(false);
    toast(failure ? AUTH_TOASTS.signOutError : AUTH_TOASTS.signedOutEverywhere);
  }

  return (
    <div className="grid max-w-md gap-3">
      <p className="text-sm text-slate-600">
        Lost a device or signed in on a shared computer? This signs you out everywhere, including
        this browser.
      </p>
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={pending}
        className={buttonClass("danger", "md", "justify-self-start")}
      >
        {pending && <Spinner />}
        Sign out of all sessions
      </button>
    </div>
  );
}
