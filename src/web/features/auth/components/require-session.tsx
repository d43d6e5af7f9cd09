import { type ReactNode, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { PageSkeleton } from "#web/components/page-skeleton.tsx";
import type { SessionUser } from "../api/auth-client.ts";
import { useAuthSession } from "../hooks/use-auth-session.ts";

/**
 * Route protection: a skeleton while the session loads; without a session, /auth with
 * this page as the return address, replacing history so Back does not return to a blank page.
 */
export function RequireSession({ children }: { children: (user: SessionUser) => ReactNode }) {
  const session = useAuthSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedOut = session.status === "signed-out";

  useEffect(() => {
    if (!signedOut) return;
    void navigate(`/auth?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`, {
      replace: true,
    });
  }, [signedOut, pathname, search, navigate]);

  return session.status === "signed-in" ? children(session.user) : <PageSkeleton />;
}
