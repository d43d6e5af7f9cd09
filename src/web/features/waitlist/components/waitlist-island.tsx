import { Toaster } from "#web/components/ui/toaster.tsx";
import { probeSession } from "#web/lib/session-probe.ts";
import { useRequest } from "#web/lib/use-request.ts";
import { WaitlistForm } from "./waitlist-form.tsx";

/** The element the landing page's island script hydrates. */
export const WAITLIST_ISLAND_ID = "waitlist-island";

/** For a visitor who is already signed in: the way into the product, above the waitlist. */
function WayIn({ email }: { email: string }) {
  return (
    <div className="mb-6 rounded-xl bg-white/10 p-5 text-left">
      <p className="text-base text-white">
        You're signed in as <strong className="break-all">{email}</strong>.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <a
          href="/projects"
          className="inline-flex h-11 items-center justify-center rounded-lg bg-amber-400 px-5 font-semibold text-slate-950 hover:bg-amber-300"
        >
          Go to My Projects
        </a>
        <a
          href="/permits/search"
          className="inline-flex h-11 items-center justify-center rounded-lg border border-white/40 px-5 font-semibold text-white hover:bg-white/10"
        >
          Look up an address
        </a>
      </div>
    </div>
  );
}

/** The interactive part of the landing page: the form and its toasts, and a way in when signed in. */
export function WaitlistIsland() {
  // Asked after the first render, so the prerendered HTML (signed out) hydrates as it is.
  const account = useRequest("session-probe", probeSession).value;
  return (
    <>
      {account && <WayIn email={account.email} />}
      <WaitlistForm />
      <Toaster />
    </>
  );
}
