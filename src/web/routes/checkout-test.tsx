import { useParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { TestCheckoutPanel } from "#web/features/checkout/components/test-checkout-panel.tsx";

export const meta = () => [{ title: pageTitle("Test Checkout") }];

/** The built-in checkout a purchase opens in a new tab when no payment provider is configured. */
export default function TestCheckoutPage() {
  const { id = "" } = useParams();
  return <RequireSession>{() => <TestCheckoutPanel checkoutId={id} />}</RequireSession>;
}
