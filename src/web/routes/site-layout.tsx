import { Outlet } from "react-router";
import { SignInLink } from "#web/features/auth/components/sign-in-link.tsx";
import { UserMenu } from "#web/features/auth/components/user-menu.tsx";
import { useAuthSession } from "#web/features/auth/hooks/use-auth-session.ts";
import { CreditBalance } from "#web/features/credits/components/credit-balance.tsx";
import { useWalletOwner } from "#web/features/credits/hooks/use-wallet.ts";
import { TopNav } from "#web/features/navigation/components/top-nav.tsx";

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

export default function SiteLayout() {
  const userArea = useUserArea();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopNav userArea={userArea} />
      <Outlet />
    </div>
  );
}
