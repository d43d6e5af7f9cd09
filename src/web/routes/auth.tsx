import { pageTitle } from "#shared/site.ts";
import { AuthPanel } from "#web/features/auth/components/auth-panel.tsx";

export const meta = () => [
  { title: pageTitle("Sign In") },
  { name: "description", content: "Sign in to PermitLM or create an account." },
];

/** Sign in, sign up and password reset; route protection sends visitors here (spec §2). */
export default function AuthPage() {
  return <AuthPanel />;
}
