import { Outlet } from "react-router";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { AccountMenuSection } from "#web/features/auth/components/account-menu-section.tsx";
import { SignInLink } from "#web/features/auth/components/sign-in-link.tsx";
import { UserMenu } from "#web/features/auth/components/user-menu.tsx";
import { useAuthSession } from "#web/features/auth/hooks/use-auth-session.ts";
import { CreditBalance } from "#web/features/credits/components/credit-balance.tsx";
import { useWalletOwner } from "#web/features/credits/hooks/use-wallet.ts";
import { StaticTopNav } from "#web/features/navigation/components/static-top-nav.tsx";
import { TopNav } from "#web/features/navigation/components/top-nav.tsx";
import { useIslandRoute } from "#web/lib/route-handle.ts";

/**
 * The top bar's user parts: balance and user menu when signed in, a sign-in link when not. On a
 * phone the balance stays in the bar and the account's entries go in the menu.
 */
function useUserArea() {
  const session = useAuthSession();
  useWalletOwner(session.user?.id ?? null);
  if (session.status === "signed-in") {
    return {
      userArea: (
        <>
          <CreditBalance variant="compact" showHistory />
          <UserMenu email={session.user.email} />
        </>
      ),
      phoneArea: <CreditBalance variant="compact" showHistory />,
      menuArea: <AccountMenuSection email={session.user.email} />,
    };
  }
  // Nothing while the session loads: prerendered HTML and first render stay identical.
  if (session.status === "loading") return {};
  // Sign in stays in the bar at every width.
  return { userArea: <SignInLink />, phoneArea: <SignInLink />, menuArea: null };
}

/** The app's top bar; island pages have their own, which works without the app's scripts. */
function PageTopNav() {
  return <TopNav {...useUserArea()} />;
}

export default function SiteLayout() {
  const island = useIslandRoute() !== undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      {island ? <StaticTopNav /> : <PageTopNav />}
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <SiteFooter />
    </div>
  );
}
