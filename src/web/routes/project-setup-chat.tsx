import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { pageTitle } from "#shared/site.ts";

export const meta = () => [{ title: pageTitle("Project Setup Chat") }];

/**
 * Sign-in required (spec §2 "Route protection"): a visitor without a session is sent to /auth,
 * replacing history, with the wanted path as the return address. A skeleton shows meanwhile.
 */
export default function ProjectSetupChatPage() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const returnTo = `${location.pathname}${location.search}`;
    void navigate(`/auth?redirectTo=${encodeURIComponent(returnTo)}`, { replace: true });
  }, [location.pathname, location.search, navigate]);

  return (
    <main
      id="main"
      aria-busy="true"
      className="mx-auto w-full max-w-4xl animate-pulse px-4 py-12 sm:px-6"
    >
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="mt-6 h-4 w-full rounded bg-slate-200" />
      <div className="mt-3 h-4 w-5/6 rounded bg-slate-200" />
      <div className="mt-10 h-40 w-full rounded-lg bg-slate-100" />
    </main>
  );
}
