import { useSearchParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ResetPasswordForm } from "#web/features/auth/components/reset-password-form.tsx";

export const meta = () => [{ title: pageTitle("Reset Password") }];

/** Where the e-mailed reset link lands: ?token=…, or ?error=INVALID_TOKEN for a used or old link. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  return (
    <PageShell title="Choose a new password">
      <div className="mt-8 max-w-md">
        <ResetPasswordForm
          token={searchParams.get("token")}
          linkExpired={searchParams.get("error") === "INVALID_TOKEN"}
        />
      </div>
    </PageShell>
  );
}
