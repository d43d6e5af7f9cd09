import { useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "#shared/credits.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { formatNumber } from "#web/lib/format-number.ts";
import {
  type TestCheckout,
  cancelTestCheckout,
  completeTestCheckout,
} from "../api/checkout-api.ts";
import { useTestCheckout } from "../hooks/use-test-checkout.ts";
import { TestModeBanner } from "./test-mode-banner.tsx";

const ACCOUNT_LINK = { to: "/account", label: "Back to your account" };

function OrderSummary({ checkout }: { checkout: TestCheckout }) {
  const rows = [
    ["Pack", checkout.name],
    ["Credits", formatNumber(checkout.credits)],
  ];
  return (
    <dl className="grid gap-2 rounded-lg border border-slate-200 p-4 sm:p-5">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-6">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-6 border-t border-slate-200 pt-2">
        <dt className="text-slate-600">Total</dt>
        <dd className="text-right text-lg font-bold tabular-nums">
          {formatPrice(checkout.priceCents)}
        </dd>
      </div>
    </dl>
  );
}

function Outcome({ tone, children }: { tone: "success" | "neutral"; children: string }) {
  return (
    <p
      role="status"
      className={
        tone === "success"
          ? "rounded-lg border border-green-200 bg-green-50 p-4 font-semibold text-green-950"
          : "rounded-lg border border-slate-200 bg-slate-50 p-4 font-semibold text-slate-900"
      }
    >
      {children}
    </p>
  );
}

/** The built-in checkout page: a test-mode banner, the order, and Pay or Cancel. */
export function TestCheckoutPanel({ checkoutId }: { checkoutId: string }) {
  const { loading, checkout, problem, retry } = useTestCheckout(checkoutId);
  const [action, setAction] = useState<"pay" | "cancel" | null>(null);
  const [settled, setSettled] = useState<"paid" | "canceled" | null>(null);
  const [actionFailed, setActionFailed] = useState(false);
  const status = settled ?? checkout?.status;

  async function run(kind: "pay" | "cancel") {
    setAction(kind);
    setActionFailed(false);
    try {
      await (kind === "pay" ? completeTestCheckout(checkoutId) : cancelTestCheckout(checkoutId));
      setSettled(kind === "pay" ? "paid" : "canceled");
    } catch {
      setActionFailed(true);
    } finally {
      setAction(null);
    }
  }

  return (
    <PageShell title="Checkout">
      <div className="mt-6 grid max-w-xl gap-6">
        <TestModeBanner />
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner />
            Loading checkout...
          </p>
        ) : problem === "not-found" || !checkout ? (
          <div className="grid gap-4">
            <Outcome tone="neutral">
              {problem === "not-found"
                ? "This checkout doesn't exist or belongs to another account."
                : "We couldn't load this checkout."}
            </Outcome>
            {problem === "failed" && (
              <button
                type="button"
                onClick={retry}
                className={buttonClass("secondary", "md", "justify-self-start")}
              >
                Try again
              </button>
            )}
          </div>
        ) : (
          <>
            <OrderSummary checkout={checkout} />
            {status === "open" && (
              <div className="grid gap-3">
                {actionFailed && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    That didn't work. Please try again.
                  </p>
                )}
                <div className="flex flex-col gap-2 sm:flex-row">
                  <button
                    type="button"
                    onClick={() => void run("pay")}
                    disabled={action !== null}
                    className={buttonClass("primary", "md", "sm:min-w-40")}
                  >
                    {action === "pay" && <Spinner />}
                    {action === "pay" ? "Paying..." : `Pay ${formatPrice(checkout.priceCents)}`}
                  </button>
                  <button
                    type="button"
                    onClick={() => void run("cancel")}
                    disabled={action !== null}
                    className={buttonClass("secondary")}
                  >
                    {action === "cancel" && <Spinner />}
                    Cancel
                  </button>
                </div>
              </div>
            )}
            {status === "paid" && (
              <Outcome tone="success">
                {`Payment complete. ${formatNumber(checkout.credits)} credits were added to your balance.`}
              </Outcome>
            )}
            {status === "canceled" && (
              <Outcome tone="neutral">
                Checkout canceled. Nothing was charged and no credits were added.
              </Outcome>
            )}
          </>
        )}
        {status !== "open" && !loading && (
          <p className="text-sm text-slate-600">
            <Link
              to={ACCOUNT_LINK.to}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {ACCOUNT_LINK.label}
            </Link>{" "}
            — or close this tab: your other PermitLM tabs show the new balance already.
          </p>
        )}
      </div>
    </PageShell>
  );
}
