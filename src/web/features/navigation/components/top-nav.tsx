import * as NavigationMenu from "@radix-ui/react-navigation-menu";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { BrandMark } from "#web/components/ui/brand-mark.tsx";
import { CloseIcon, Icon } from "#web/components/ui/icons.tsx";
import { NAV_GROUPS, NAV_HOVER_DELAY_MS, NAV_SKIP_DELAY_MS, type NavItem } from "../nav-groups.ts";

/** The brand, linking home; shared with the top bar of island pages. */
export function BrandLink() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-brand-900">
      <BrandMark />
    </Link>
  );
}

/** How an item of the top bar's groups looks, in every menu of both top bars. */
export const NAV_ITEM_CLASS = "block rounded-md p-3 hover:bg-slate-50 focus:bg-slate-50";

/** An item's title and what it is, inside its link. */
export function NavItemText({ item }: { item: NavItem }) {
  return (
    <>
      <span className="block text-sm font-semibold text-slate-900">{item.title}</span>
      <span className="mt-0.5 block text-sm text-slate-600">{item.description}</span>
    </>
  );
}

function ChevronIcon() {
  return (
    <Icon className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180">
      <path d="m6 9 6 6 6-6" />
    </Icon>
  );
}

function DesktopMenu() {
  return (
    <NavigationMenu.Root
      delayDuration={NAV_HOVER_DELAY_MS}
      skipDelayDuration={NAV_SKIP_DELAY_MS}
      className="relative hidden md:block"
      aria-label="Main"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {NAV_GROUPS.map((group) => (
          <NavigationMenu.Item key={group.label}>
            <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100">
              {group.label}
              <ChevronIcon />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="w-[min(28rem,calc(100vw-2rem))] p-2">
              <ul className="grid gap-1">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <NavigationMenu.Link asChild>
                      <Link
                        to={item.href}
                        reloadDocument={item.serverPage ?? false}
                        className={NAV_ITEM_CLASS}
                      >
                        <NavItemText item={item} />
                      </Link>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
      <div className="absolute top-full left-0 flex justify-center pt-2">
        <NavigationMenu.Viewport className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg" />
      </div>
    </NavigationMenu.Root>
  );
}

function MobileMenu({ id, open, menuArea }: { id: string; open: boolean; menuArea: ReactNode }) {
  return (
    <nav
      id={id}
      hidden={!open}
      aria-label="Main"
      className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 md:hidden"
    >
      {NAV_GROUPS.map((group) => (
        <section key={group.label} className="pt-4">
          <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {group.label}
          </h2>
          <ul className="mt-1 grid gap-1">
            {group.items.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  reloadDocument={item.serverPage ?? false}
                  className={NAV_ITEM_CLASS}
                >
                  <NavItemText item={item} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {menuArea}
    </nav>
  );
}

type TopNavProps = {
  /**
   * The right side of the bar (the signed-in user's balance and menu, or a sign-in link). The
   * layout composes it from other features, which this feature must not import.
   */
  userArea?: ReactNode;
  /** What stays in the bar on a phone, beside the menu button (the balance). */
  phoneArea?: ReactNode;
  /** The user area inside the phone's menu; the whole user area unless given. */
  menuArea?: ReactNode;
};

/** The top navigation bar: brand, three dropdown groups, a toggle on small screens. */
export function TopNav({ userArea, phoneArea, menuArea = userArea }: TopNavProps) {
  // The small-screen menu belongs to the page it was opened on: any navigation closes it.
  const { key: locationKey } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === locationKey;
  const mobileMenuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-50 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <BrandLink />
          <DesktopMenu />
        </div>
        {userArea && <div className="hidden items-center gap-3 md:flex">{userArea}</div>}
        {phoneArea && <div className="ml-auto flex items-center md:hidden">{phoneArea}</div>}
        <button
          ref={toggle}
          type="button"
          className="inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => setOpenOn(mobileOpen ? null : locationKey)}
        >
          {mobileOpen ? (
            <CloseIcon className="size-6" />
          ) : (
            <Icon className="size-6">
              <path d="M4 6h16M4 12h16M4 18h16" />
            </Icon>
          )}
        </button>
      </div>
      <MobileMenu id={mobileMenuId} open={mobileOpen} menuArea={menuArea} />
    </header>
  );
}
