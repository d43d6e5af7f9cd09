import { type ReactNode, useId } from "react";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ApiKeysSection } from "#web/features/auth/components/api-keys-section.tsx";
import { ChangePasswordForm } from "#web/features/auth/components/change-password-form.tsx";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { SignOutEverywhere } from "#web/features/auth/components/sign-out-everywhere.tsx";
import { CreditBalance } from "#web/features/credits/components/credit-balance.tsx";

export const meta = () => [{ title: pageTitle("Account") }];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-t border-slate-200 pt-8">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The signed-in user's e-mail, credits, password, sessions and API keys (Profile and Settings
 * open it).
 */
export default function AccountPage() {
  return (
    <RequireSession>
      {(user) => (
        <PageShell title="Account">
          <div className="mt-8 grid gap-8">
            <div className="grid gap-1">
              <p className="text-sm font-medium text-slate-600">Signed in as</p>
              <p className="text-lg font-semibold break-all text-slate-900">{user.email}</p>
            </div>
            <div className="max-w-xl">
              <CreditBalance variant="full" />
            </div>
            <Section title="Change password">
              <ChangePasswordForm />
            </Section>
            <Section title="Sessions">
              <SignOutEverywhere />
            </Section>
            <Section title="API keys">
              <ApiKeysSection />
            </Section>
          </div>
        </PageShell>
      )}
    </RequireSession>
  );
}
