import { Outlet } from "react-router";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { SignInLink } from "#web/features/auth/components/sign-in-link.tsx";
import { UserMenu } from "#web/features/auth/components/user-menu.tsx";
import { useAuthSession } from "#web/features/auth/hooks/use-auth-session.ts";
import { CreditBalance } from "#web/features/credits/components/credit-balance.tsx";
import { useWalletOwner } from "#web/features/credits/hooks/use-wallet.ts";
import { StaticTopNav } from "#web/features/navigation/components/static-top-nav.tsx";
import { TopNav } from "#web/features/navigation/components/top-nav.tsx";
import { useIslandRoute } from "#web/lib/route-handle.ts";

/** The top bar's right side: balance and user menu when signed in, a sign-in link when not. */
function useUserArea() {
  const session = useAuthSession();
  useWalletOwner(session.user?.id ?? null);
  if (session.status === "signed-in") {
    return (
      <>
        <CreditBalance variant="compact" showHistory />
        <UserMenu email={session.user.email} />
      </>
    );
  }
  // Nothing while the session loads: prerendered HTML and first render stay identical.
  return session.status === "signed-out" ? <SignInLink /> : null;
}

/** An island page runs without the app's scripts, so its top bar must work without them. */
function PageTopNav() {
  const userArea = useUserArea();
  return <TopNav userArea={userArea} />;
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
