import { Link } from "react-router";
import { formatPrice } from "#shared/credits.ts";
import type { Receipt } from "#shared/receipts.ts";
import { BrandMark } from "#web/components/ui/brand-mark.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { formatNumber } from "#web/lib/format-number.ts";
import { useRequest } from "#web/lib/use-request.ts";
import { fetchReceipt } from "../api/receipts-api.ts";

type Loaded = { receipt: Receipt } | { problem: "not-found" | "failed" };

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { dateStyle: "long", timeStyle: "short" });

/** A purchase's receipt, printable: what was bought, for how much, when, and by whom. */
export function ReceiptView({ id }: { id: string }) {
  const { loading, value } = useRequest<Loaded>(`receipt:${id}`, async () => {
    try {
      return { receipt: await fetchReceipt(id) };
    } catch (error) {
      return {
        problem: error instanceof ApiRequestError && error.status === 404 ? "not-found" : "failed",
      };
    }
  });
  if (loading || !value)
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-slate-600">
        <Spinner /> Loading the receipt...
      </p>
    );
  if ("problem" in value)
    return (
      <p role="alert" className="mt-8 text-red-700">
        {value.problem === "not-found"
          ? "There is no receipt with this number in your account."
          : "The receipt could not be loaded. Please try again."}
      </p>
    );
  const { receipt } = value;
  const rows: [string, string][] = [
    ["Receipt number", receipt.id],
    ["Date", dateOf(receipt.createdAt)],
    ["Billed to", receipt.email],
    ["Item", `${receipt.packName}: ${formatNumber(receipt.credits)} credits`],
    [
      "Amount",
      receipt.paidWith === "card"
        ? `${formatPrice(receipt.amountCents)} ${receipt.currency}`
        : `${formatPrice(0)} (test checkout: no payment was taken)`,
    ],
    ["Paid with", receipt.paidWith === "card" ? "Card, through Stripe" : "Test checkout"],
    ["Payment reference", receipt.checkoutId],
    ["Balance after the purchase", `${formatNumber(receipt.balanceAfter)} credits`],
  ];
  return (
    <article className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 print:border-0 print:shadow-none">
      <header className="flex items-center gap-2">
        <BrandMark />
      </header>
      <dl className="mt-6 grid gap-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900 break-all sm:break-normal">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-600">
        Credits never expire. An unused pack can be refunded within 30 days; see the{" "}
        <Link to="/refunds" className="font-medium text-brand-700 underline underline-offset-4">
          refund policy
        </Link>
        .
      </p>
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass("secondary", "md", "mt-6 print:hidden")}
      >
        Print or save as PDF
      </button>
    </article>
  );
}
