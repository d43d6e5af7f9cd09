import { Icon } from "#web/components/ui/icons.tsx";
import { NAV_GROUPS } from "../nav-groups.ts";
import { BrandLink, NAV_ITEM_CLASS, NavItemText } from "./top-nav.tsx";

/** The element an island page's script fills with the reader's balance (or leaves as Sign in). */
export const TOP_BAR_USER_ISLAND_ID = "top-bar-user";

/** How a plain link in an island page's top bar looks (Sign in, Account). */
export const TOP_BAR_LINK_CLASS =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50";

/** The top bar's sign-in link on an island page: the same in its HTML and in its island. */
export function StaticSignInLink() {
  return (
    <a href="/auth" className={TOP_BAR_LINK_CLASS}>
      Sign in
    </a>
  );
}

const SUMMARY =
  "flex cursor-pointer list-none items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 [&::-webkit-details-marker]:hidden";

const GROUP_HEADING = "px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase";

function GroupLinks({ items }: { items: (typeof NAV_GROUPS)[number]["items"] }) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href} className={NAV_ITEM_CLASS}>
            <NavItemText item={item} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The top bar of a page that runs without the app's scripts (an island page, ADR 013): the same
 * brand and groups, opened by the browser itself (`<details>`), and the reader's balance (a
 * small island the page's script hydrates) or a sign-in link.
 */
export function StaticTopNav() {
  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <BrandLink />
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {NAV_GROUPS.map((group) => (
                <li key={group.label}>
                  <details name="top-nav-group" className="group relative">
                    <summary className={SUMMARY}>
                      {group.label}
                      <Icon className="size-4 transition-transform group-open:rotate-180">
                        <path d="m6 9 6 6 6-6" />
                      </Icon>
                    </summary>
                    <div className="absolute top-full left-0 mt-2 w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
                      <GroupLinks items={group.items} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        {/* The reader's balance when signed in, hydrated by the page's island; else Sign in. */}
        <div id={TOP_BAR_USER_ISLAND_ID} className="ml-auto flex items-center gap-3">
          <StaticSignInLink />
        </div>
        <details className="group md:hidden">
          <summary
            aria-label="Menu"
            className="flex cursor-pointer list-none items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
          >
            <Icon className="size-6">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </Icon>
          </summary>
          <nav
            aria-label="Main"
            className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg"
          >
            {NAV_GROUPS.map((group) => (
              <section key={group.label} className="pt-4">
                <h2 className={GROUP_HEADING}>{group.label}</h2>
                <GroupLinks items={group.items} />
              </section>
            ))}
            <section className="pt-4">
              <h2 className={GROUP_HEADING}>Account</h2>
              <a
                href="/account"
                className="block rounded-md p-3 text-sm font-semibold text-slate-900 hover:bg-slate-50"
              >
                Your account
              </a>
            </section>
          </nav>
        </details>
      </div>
    </header>
  );
}
