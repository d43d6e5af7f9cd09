import { useSearchParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { readStoredAddress } from "#web/features/addresses/address-storage.ts";
import { PROJECT_CHAT_PATH } from "#web/features/addresses/hooks/use-address-flow.ts";
import { AuthPanel } from "#web/features/auth/components/auth-panel.tsx";
import { useAppConfig } from "#web/features/auth/hooks/use-app-config.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

export const meta = () => [
  { title: pageTitle("Sign In") },
  { name: "description", content: "Sign in to PermitLM or create an account." },
];

/**
 * Why the visitor is asked to sign in, when they came from asking about an address: "Sign in to
 * ask about 600 Congress Ave — new accounts get 20 free credits."
 */
function useSignInReason(): string | undefined {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const bonus = useAppConfig()?.signupBonusCredits ?? 0;
  if (!hydrated || !searchParams.get("redirectTo")?.startsWith(PROJECT_CHAT_PATH)) return undefined;
  const address = readStoredAddress();
  if (!address) return undefined;
  const street = address.split(",")[0]?.trim() || address;
  const credits = bonus > 0 ? ` — new accounts get ${bonus} free credits` : "";
  return `Sign in to ask about ${street}${credits}.`;
}

/** Sign in, sign up and password reset; route protection sends visitors here. */
export default function AuthPage() {
  return <AuthPanel reason={useSignInReason()} />;
}
