import { useState } from "react";
import type { TransactionOrder } from "#shared/credits.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogPanel,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useTransactions } from "../hooks/use-transactions.ts";
import { SortIcon } from "./icons.tsx";
import { TransactionRow } from "./transaction-row.tsx";

const ORDER_LABELS: Record<TransactionOrder, string> = {
  desc: "Newest First",
  asc: "Oldest First",
};

/** Mounted only while the dialog is open, so every opening loads the ledger afresh. */
function HistoryContent() {
  const [order, setOrder] = useState<TransactionOrder>("desc");
  const [reloads, setReloads] = useState(0);
  const { loading, transactions } = useTransactions(order, reloads);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 p-4 sm:px-6">
        <DialogTitle className="text-xl font-bold text-slate-900">Transaction History</DialogTitle>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setOrder((current) => (current === "desc" ? "asc" : "desc"))}
            className={buttonClass("secondary", "sm")}
          >
            <SortIcon />
            {ORDER_LABELS[order]}
          </button>
          <button
            type="button"
            onClick={() => setReloads((count) => count + 1)}
            className={buttonClass("secondary", "sm")}
          >
            Refresh
          </button>
          <DialogClose className={buttonClass("primary", "sm")}>Close</DialogClose>
        </div>
      </div>
      <DialogDescription className="sr-only">
        Every change to your credit balance: purchases, usage and bonuses.
      </DialogDescription>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 sm:px-6" aria-busy={loading}>
        {loading ? (
          <p role="status" className="flex items-center gap-2 py-8 text-sm text-slate-600">
            <Spinner />
            Loading transactions...
          </p>
        ) : transactions.length === 0 ? (
          <p role="status" className="py-8 text-sm text-slate-600">
            No transactions found
          </p>
        ) : (
          <ul aria-label="Transactions" className="divide-y divide-slate-200">
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

type TransactionHistoryProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The ledger in a full-screen overlay, in a panel of at most 80% of the screen height. */
export function TransactionHistory({ open, onOpenChange }: TransactionHistoryProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="flex max-h-[80vh] max-w-3xl flex-col">
        <HistoryContent />
      </DialogPanel>
    </Dialog>
  );
}
