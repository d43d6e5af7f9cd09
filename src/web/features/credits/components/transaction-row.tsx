import type { CreditTransaction } from "#shared/credits.ts";
import { cn } from "#web/lib/cn.ts";
import { formatNumber } from "#web/lib/format-number.ts";
import { TONE_BADGE_CLASSES, transactionKind } from "../transaction-kinds.ts";

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** One ledger entry: what it was, when, how much, and the balance it left. */
export function TransactionRow({ transaction }: { transaction: CreditTransaction }) {
  const kind = transactionKind(transaction.transaction_type);
  const credit = transaction.amount > 0;
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <span
          className={cn(
            "inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold",
            TONE_BADGE_CLASSES[kind.tone],
          )}
        >
          {kind.label}
        </span>
        <p className="mt-1 text-sm break-words text-slate-900">
          {transaction.description || "No description"}
        </p>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={transaction.created_at}>{formatDate(transaction.created_at)}</time>
          {transaction.transaction_type === "purchase" && (
            <>
              {" · "}
              <a
                href={`/account/receipts/${transaction.id}`}
                target="_blank"
                rel="noopener"
                className="font-medium text-brand-700 underline underline-offset-4"
              >
                Receipt<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={cn("font-semibold tabular-nums", credit ? "text-green-700" : "text-red-700")}>
          {credit ? "+" : ""}
          {formatNumber(transaction.amount)}
        </p>
        <p className="mt-0.5 text-xs text-slate-600 tabular-nums">
          Balance: {formatNumber(transaction.balance_after)}
        </p>
      </div>
    </li>
  );
}
