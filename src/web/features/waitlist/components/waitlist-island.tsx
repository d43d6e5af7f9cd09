import { Toaster } from "#web/components/ui/toaster.tsx";
import { WaitlistForm } from "./waitlist-form.tsx";

/** The element the landing page's island script hydrates. */
export const WAITLIST_ISLAND_ID = "waitlist-island";

/** The interactive part of the landing page: the form and its toasts, nothing else. */
export function WaitlistIsland() {
  return (
    <>
      <WaitlistForm />
      <Toaster />
    </>
  );
}
