import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Payment Canceled") }];

/** Stripe's return address when the buyer backs out of checkout. */
export default function CheckoutCancelPage() {
  return (
    <PageShell
      title="Payment canceled"
      intro="Nothing was charged and no credits were added."
      onward={{ to: "/", label: "Back to home" }}
    />
  );
}
