import { PageShell } from "#web/components/page-shell.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { formatNumber } from "#web/lib/format-number.ts";
import { type CheckoutOutcome, useCheckoutSession } from "../hooks/use-checkout-session.ts";

const ACCOUNT = { to: "/account", label: "Go to your account" };

function describe(outcome: CheckoutOutcome): { title: string; intro: string } {
  switch (outcome.status) {
    case "checking":
      return { title: "Confirming your payment", intro: "This takes a few seconds." };
    case "paid":
      return {
        title: "Payment complete",
        intro:
          outcome.credits === null
            ? "Your credits were added to your balance."
            : `Your credits were added: your balance is now ${formatNumber(outcome.credits)} credits.`,
      };
    case "pending":
      return {
        title: "Payment processing",
        intro:
          "Your payment is still being confirmed. Your credits appear as soon as it completes.",
      };
    case "canceled":
      return { title: "Payment canceled", intro: "Nothing was charged and no credits were added." };
    case "failed":
      return {
        title: "Payment failed",
        intro: "The payment didn't go through, so no credits were added. You can try again.",
      };
    case "error":
      return {
        title: "We couldn't check this payment",
        intro: "If you paid, your credits appear in your balance shortly.",
      };
  }
}

/** Where Stripe sends the buyer back (/checkout/success?session_id=…): the payment's outcome. */
export function CheckoutResult({ sessionId }: { sessionId: string }) {
  const outcome = useCheckoutSession(sessionId);
  const { title, intro } = describe(outcome);
  const checking = outcome.status === "checking";
  return (
    <PageShell title={title} intro={intro} {...(checking ? {} : { onward: ACCOUNT })}>
      <p role="status" aria-busy={checking} className="sr-only">
        {title}
      </p>
      {checking && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <Spinner />
          Checking with the payment provider...
        </p>
      )}
    </PageShell>
  );
}
