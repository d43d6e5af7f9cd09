import { useState } from "react";
import { CREDIT_PACKS, MESSAGE_COST_CREDITS, PACK_IDS, type PackId } from "#shared/credits.ts";
import {
  Dialog,
  DialogCloseIcon,
  DialogDescription,
  DialogPanel,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { PackCard } from "./pack-card.tsx";

type PurchaseCreditsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The wallet is loading: every pack waits. */
  isLoading: boolean;
  /** Starts the checkout for a pack; true when it opened. */
  onPurchase: (pack: PackId) => Promise<boolean>;
};

/**
 * The purchase dialog: the pack being bought shows a spinner and cannot be clicked again;
 * the dialog closes when the checkout opened and stays open when it did not.
 */
export function PurchaseCreditsDialog({
  open,
  onOpenChange,
  isLoading,
  onPurchase,
}: PurchaseCreditsDialogProps) {
  const [inProgress, setInProgress] = useState<PackId | null>(null);

  async function buy(pack: PackId) {
    setInProgress(pack);
    const opened = await onPurchase(pack);
    setInProgress(null);
    if (opened) onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        className="max-w-3xl p-5 sm:p-6"
        // Focus the dialog itself: a pack focused on opening would look already chosen.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogTitle className="pr-10 text-xl font-bold text-slate-900">
          Purchase Credits
        </DialogTitle>
        <DialogDescription className="mt-1 pr-10 text-sm text-slate-600">
          A chat message costs {MESSAGE_COST_CREDITS} credits. Checkout opens in a new tab, and your
          balance updates here as soon as the payment is complete.
        </DialogDescription>
        <p className="mt-2 pr-10 text-sm text-slate-600">
          Credits never expire, and an answer that fails costs nothing: its credits come back
          automatically.{" "}
          <a
            href="/refunds"
            target="_blank"
            rel="noopener"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            Refund policy<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
        <ul className="mt-6 grid gap-5 sm:grid-cols-3 sm:gap-4">
          {PACK_IDS.map((id) => (
            <li key={id}>
              <PackCard
                pack={CREDIT_PACKS[id]}
                inProgress={inProgress === id}
                disabled={isLoading || inProgress === id}
                onSelect={() => void buy(id)}
              />
            </li>
          ))}
        </ul>
        <DialogCloseIcon />
      </DialogPanel>
    </Dialog>
  );
}
