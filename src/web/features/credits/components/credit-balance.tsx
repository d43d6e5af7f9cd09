import { type ReactNode, useId, useState } from "react";
import { type BalanceLevel, LOW_BALANCE_THRESHOLD, balanceLevel } from "#shared/credits.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { cn } from "#web/lib/cn.ts";
import { formatNumber } from "#web/lib/format-number.ts";
import { useWallet, useWalletLoadFailed } from "../hooks/use-wallet.ts";
import { CoinIcon, HistoryIcon, PlusIcon } from "./icons.tsx";
import { PurchaseCreditsDialog } from "./purchase-credits-dialog.tsx";
import { TransactionHistory } from "./transaction-history.tsx";

type Colours = { text: string; badge: string };

/** The balance's colour: 50 or more green, 10 to 49 yellow, below 10 red. */
const LEVEL_CLASSES: Record<BalanceLevel, Colours> = {
  healthy: { text: "text-green-700", badge: "bg-green-100 text-green-700" },
  low: { text: "text-yellow-700", badge: "bg-yellow-100 text-yellow-700" },
  critical: { text: "text-red-700", badge: "bg-red-100 text-red-700" },
};
const PENDING_CLASSES: Colours = { text: "text-slate-500", badge: "bg-slate-100 text-slate-500" };

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
  const view: BalanceView = {
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
        <CompactBalance view={view} showHistory={showHistory} />
      ) : (
        <FullBalance
          view={view}
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
  colours: Colours;
  onBuy: () => void;
  onHistory: () => void;
};

const ROUND = "flex items-center justify-center rounded-full";

/** The coin in a round badge of the balance's colour. */
function CoinBadge({ colours, size }: { colours: Colours; size: "size-7" | "size-8" }) {
  return (
    <span className={cn(ROUND, size, colours.badge)}>
      <CoinIcon />
    </span>
  );
}

/**
 * The number in the balance's colour, announced when it changes; while it loads, and when it could
 * not be loaded, the given words stand in its place.
 */
function BalanceAmount({
  view: { credits, pending, loadFailed, colours },
  loadingText,
  failedText,
  className,
  children,
}: {
  view: BalanceView;
  loadingText: string;
  failedText: string;
  className: string;
  children?: ReactNode;
}) {
  return (
    <span
      aria-live="polite"
      aria-atomic="true"
      className={cn(className, "tabular-nums", colours.text)}
    >
      {pending ? loadingText : loadFailed ? failedText : formatNumber(credits)}
      {children}
    </span>
  );
}

/** An icon button of the compact balance; its label is also its tooltip. */
function RoundButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className={cn(ROUND, "size-8 transition-colors focus-visible:outline-offset-1", className)}
    >
      {children}
    </button>
  );
}

function CompactBalance({ view, showHistory }: { view: BalanceView; showHistory: boolean }) {
  return (
    <div
      role="group"
      aria-label="Credit balance"
      data-level={view.level}
      className="flex items-center gap-1 rounded-full border border-slate-200 bg-white py-0.5 pr-0.5 pl-0.5"
    >
      <CoinBadge colours={view.colours} size="size-8" />
      <BalanceAmount
        view={view}
        loadingText="..."
        failedText="—"
        className="min-w-8 px-1 text-center text-sm font-semibold"
      >
        <span className="sr-only">{view.loadFailed ? " balance unavailable" : " credits"}</span>
      </BalanceAmount>
      <RoundButton
        label="Buy credits"
        onClick={view.onBuy}
        className="bg-brand-600 text-white hover:bg-brand-700"
      >
        <PlusIcon />
      </RoundButton>
      {showHistory && (
        <RoundButton
          label="Transaction history"
          onClick={view.onHistory}
          className="text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <HistoryIcon />
        </RoundButton>
      )}
    </div>
  );
}

function FullBalance({
  view,
  lowBalance,
  onRetry,
}: {
  view: BalanceView;
  lowBalance: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  const { pending, loadFailed } = view;
  return (
    <section
      aria-labelledby={headingId}
      data-level={view.level}
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <CoinBadge colours={view.colours} size="size-7" />
        Credit balance
      </h2>
      <p className="mt-3 flex items-baseline gap-2">
        <BalanceAmount
          view={view}
          loadingText="Loading..."
          failedText="Unavailable"
          className="text-3xl font-bold"
        />
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
        <button type="button" onClick={view.onHistory} className={buttonClass("secondary")}>
          <HistoryIcon />
          History
        </button>
        <button type="button" onClick={view.onBuy} className={buttonClass("primary")}>
          <PlusIcon />
          Buy Credits
        </button>
      </div>
    </section>
  );
}
