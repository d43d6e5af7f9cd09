import { BRAND_NAME, pageTitle } from "#shared/site.ts";
import { BrandMark } from "#web/components/ui/brand-mark.tsx";
import { SiteFooter } from "#web/components/site-footer.tsx";
import {
  WAITLIST_ISLAND_ID,
  WaitlistIsland,
} from "#web/features/waitlist/components/waitlist-island.tsx";
import type { RouteHandle } from "#web/lib/route-handle.ts";

const TAGLINE = "AI-powered architectural permit platform";

export const handle: RouteHandle = { island: "waitlist" };

export const meta = () => [
  { title: pageTitle("AI Permit Assistant — Coming Soon") },
  {
    name: "description",
    content: `${BRAND_NAME}: ${TAGLINE}. Permit requirements, building codes and answers for any US address. Join the waitlist.`,
  },
];

/** The standalone waitlist landing page, served at / and /coming-soon. */
export default function ComingSoonPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-900 via-brand-800 to-slate-900 text-white">
      <header className="mx-auto flex w-full max-w-5xl items-center gap-2 px-6 py-6">
        <BrandMark size={32} />
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-6 pb-24 text-center"
      >
        <h1 className="text-4xl font-extrabold tracking-[0.2em] sm:text-6xl sm:whitespace-nowrap">
          COMING SOON
        </h1>
        <p className="mt-6 text-xl text-blue-100 sm:text-2xl">{TAGLINE}</p>
        <p className="mt-4 max-w-xl text-base text-blue-200">
          Permit requirements, building codes, fees and timelines for your property — answered by an
          AI permit assistant. Be the first to know when we launch.
        </p>
        <div id={WAITLIST_ISLAND_ID} className="mt-10 w-full max-w-lg">
          <WaitlistIsland />
        </div>
      </main>
      <SiteFooter tone="dark" />
    </div>
  );
}
