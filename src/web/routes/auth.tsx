import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Sign In") }];

/** The sign-in destination of route protection; sign-in and sign-up forms arrive with accounts. */
export default function AuthPage() {
  return (
    <PageShell
      title="Sign in to PermitLM"
      intro="Accounts open soon. Join the waitlist on our home page and we'll e-mail you when you can sign in."
    />
  );
}
