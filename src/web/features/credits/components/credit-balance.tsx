import { useId, useState } from "react";
import { type BalanceLevel, LOW_BALANCE_THRESHOLD, balanceLevel } from "#shared/credits.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { cn } from "#web/lib/cn.ts";
import { formatNumber } from "#web/lib/format-number.ts";
import { useWallet, useWalletLoadFailed } from "../hooks/use-wallet.ts";
import { CoinIcon, HistoryIcon, PlusIcon } from "./icons.tsx";
import { PurchaseCreditsDialog } from "./purchase-credits-dialog.tsx";
import { TransactionHistory } from "./transaction-history.tsx";

/** Spec §4 "Balance colour": 50 or more green, 10 to 49 yellow, below 10 red. */
const LEVEL_CLASSES: Record<BalanceLevel, { text: string; badge: string }> = {
  healthy: { text: "text-green-700", badge: "bg-green-100 text-green-700" },
  low: { text: "text-yellow-700", badge: "bg-yellow-100 text-yellow-700" },
  critical: { text: "text-red-700", badge: "bg-red-100 text-red-700" },
};
const PENDING_CLASSES = { text: "text-slate-500", badge: "bg-slate-100 text-slate-500" };

type CreditBalanceProps = {
  /** compact: the top bar's badge; full: the account page's card. */
  variant?: "compact" | "full";
  /** Adds a history button to the compact variant (the full variant always has one). */
  showHistory?: boolean;
};

/** The signed-in user's credit balance, with the purchase dialog and the transaction history. */
export function CreditBalance({ variant = "compact", showHistory = false }: CreditBalanceProps) {
  const { credits, isLoading, initialized, refreshCredits, purchaseCredits } = useWallet();
  const loadFailed = useWalletLoadFailed();
  const [dialog, setDialog] = useState<"purchase" | "history" | null>(null);
  // Before the first answer the balance is unknown, even in the instant before loading starts.
  const pending = isLoading || (!initialized && !loadFailed);
  const level = pending || loadFailed ? undefined : balanceLevel(credits);
  const colours = level ? LEVEL_CLASSES[level] : PENDING_CLASSES;
  const view = {
    credits,
    pending,
    loadFailed,
    level,
    colours,
    onBuy: () => setDialog("purchase"),
    onHistory: () => setDialog("history"),
  };

  return (
    <>
      {variant === "compact" ? (
        <CompactBalance {...view} showHistory={showHistory} />
      ) : (
        <FullBalance
          {...view}
          lowBalance={initialized && credits < LOW_BALANCE_THRESHOLD}
          onRetry={() => void refreshCredits()}
        />
      )}
      <PurchaseCreditsDialog
        open={dialog === "purchase"}
        onOpenChange={(open) => setDialog(open ? "purchase" : null)}
        isLoading={isLoading}
        onPurchase={purchaseCredits}
      />
      <TransactionHistory
        open={dialog === "history"}
        onOpenChange={(open) => setDialog(open ? "history" : null)}
      />
    </>
  );
}

type BalanceView = {
  credits: number;
  pending: boolean;
  loadFailed: boolean;
  level: BalanceLevel | undefined;
  colours: { text: string; badge: string };
  onBuy: () => void;
  onHistory: () => void;
};

const ROUND_BUTTON =
  "flex size-8 items-center justify-center rounded-full transition-colors focus-visible:outline-offset-1";

function CompactBalance({
  credits,
  pending,
  loadFailed,
  level,
  colours,
  onBuy,
  onHistory,
  showHistory,
}: BalanceView & { showHistory: boolean }) {
  return (
    <div
      role="group"
      aria-label="Credit balance"
      data-level={level}
      className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-0.5 pr-0.5 pl-0.5"
    >
      <span className={cn("flex size-8 items-center justify-center rounded-full", colours.badge)}>
        <CoinIcon />
      </span>
      <span
        aria-live="polite"
        aria-atomic="true"
        className={cn("min-w-8 px-1 text-center text-sm font-semibold tabular-nums", colours.text)}
      >
        {pending ? "..." : loadFailed ? "—" : formatNumber(credits)}
        <span className="sr-only">{loadFailed ? " balance unavailable" : " credits"}</span>
      </span>
      <button
        type="button"
        onClick={onBuy}
        aria-label="Buy credits"
        title="Buy credits"
        className={cn(ROUND_BUTTON, "bg-brand-600 text-white hover:bg-brand-700")}
      >
        <PlusIcon />
      </button>
      {showHistory && (
        <button
          type="button"
          onClick={onHistory}
          aria-label="Transaction history"
          title="Transaction history"
          className={cn(ROUND_BUTTON, "text-slate-600 hover:bg-slate-100 hover:text-slate-900")}
        >
          <HistoryIcon />
        </button>
      )}
    </div>
  );
}

function FullBalance({
  credits,
  pending,
  loadFailed,
  level,
  colours,
  onBuy,
  onHistory,
  lowBalance,
  onRetry,
}: BalanceView & { lowBalance: boolean; onRetry: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-level={level}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <span className={cn("flex size-7 items-center justify-center rounded-full", colours.badge)}>
          <CoinIcon />
        </span>
        Credit balance
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <span
          aria-live="polite"
          aria-atomic="true"
          className={cn("text-3xl font-bold tabular-nums", colours.text)}
        >
          {pending ? "Loading..." : loadFailed ? "Unavailable" : formatNumber(credits)}
        </span>
        {!pending && !loadFailed && <span className="text-slate-600">credits</span>}
      </p>
      {lowBalance && (
        <p className="mt-2 text-sm font-medium text-yellow-800">
          Low balance - consider purchasing more
        </p>
      )}
      {loadFailed && !pending && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          We couldn't load your balance.{" "}
          <button
            type="button"
            onClick={onRetry}
            className="font-semibold underline underline-offset-4"
          >
            Try again
          </button>
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-2">
        <button type="button" onClick={onHistory} className={buttonClass("secondary")}>
          <HistoryIcon />
          History
        </button>
        <button type="button" onClick={onBuy} className={buttonClass("primary")}>
          <PlusIcon />
          Buy Credits
        </button>
      </div>
    </section>
  );
}
