import { useSearchParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { CheckoutResult } from "#web/features/checkout/components/checkout-result.tsx";

export const meta = () => [{ title: pageTitle("Payment") }];

/** Stripe's return address after paying: /checkout/success?session_id=… */
export default function CheckoutSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  return (
    <RequireSession>
      {() =>
        sessionId ? (
          <CheckoutResult sessionId={sessionId} />
        ) : (
          <PageShell
            title="No payment to show"
            intro="This address is missing its checkout session."
            onward={{ to: "/account", label: "Go to your account" }}
          />
        )
      }
    </RequireSession>
  );
}
