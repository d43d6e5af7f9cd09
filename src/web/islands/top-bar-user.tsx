import { hydrateRoot } from "react-dom/client";
import { CreditBalance } from "#web/features/credits/components/credit-balance.tsx";
import { useWalletOwner } from "#web/features/credits/hooks/use-wallet.ts";
import {
  StaticSignInLink,
  TOP_BAR_LINK_CLASS,
  TOP_BAR_USER_ISLAND_ID,
} from "#web/features/navigation/components/static-top-nav.tsx";
import { cn } from "#web/lib/cn.ts";
import { probeSession } from "#web/lib/session-probe.ts";
import { useRequest } from "#web/lib/use-request.ts";

/**
 * The user part of an island page's top bar: Sign in, as the page was prerendered, until the
 * session is known; for a signed-in reader the compact balance (buy and history included) and
 * the account link, as on every other page.
 */
export function TopBarUser() {
  const account = useRequest("session-probe", probeSession).value ?? null;
  useWalletOwner(account?.id ?? null);
  if (!account) return <StaticSignInLink />;
  return (
    <>
      <CreditBalance variant="compact" showHistory />
      <a href="/account" className={cn(TOP_BAR_LINK_CLASS, "hidden md:inline-block")}>
        Account
      </a>
    </>
  );
}

/**
 * The browser opens and closes the island top bar's menus itself (`<details>`), but not on
 * Escape: this closes the open one and gives focus back to its button, as in the app's top bar.
 */
function closeTopBarMenusOnEscape(): void {
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const menu of document.querySelectorAll<HTMLDetailsElement>("header details[open]")) {
      menu.open = false;
      menu.querySelector("summary")?.focus();
    }
  });
}

/** Hydrates the top bar's user part of an island page, when the page has one. */
export function hydrateTopBarUser(): void {
  closeTopBarMenusOnEscape();
  const container = document.getElementById(TOP_BAR_USER_ISLAND_ID);
  if (container) hydrateRoot(container, <TopBarUser />);
}
