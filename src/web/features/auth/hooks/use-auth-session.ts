import { useEffect } from "react";
import { toast } from "#web/lib/toast-store.ts";
import { type SessionUser, authClient } from "../api/auth-client.ts";
import { AUTH_TOASTS } from "../auth-toasts.ts";

export type AuthSession =
  | { status: "loading"; user: null }
  | { status: "signed-in"; user: SessionUser }
  | { status: "signed-out"; user: null };

// Many components read the one shared session; a failed fetch is reported once, not by each.
let reportedError: unknown = null;

/** The session as three plain states. A session call that fails shows "Authentication error". */
export function useAuthSession(): AuthSession {
  const { data, isPending, error } = authClient.useSession();

  useEffect(() => {
    if (!error || error === reportedError) return;
    reportedError = error;
    toast(AUTH_TOASTS.sessionError);
  }, [error]);

  if (data?.user) return { status: "signed-in", user: data.user };
  if (isPending) return { status: "loading", user: null };
  return { status: "signed-out", user: null };
}
