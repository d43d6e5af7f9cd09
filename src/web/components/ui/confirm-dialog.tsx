import type { ReactNode } from "react";
import { buttonClass } from "./button.ts";
import { Dialog, DialogClose, DialogDescription, DialogPanel, DialogTitle } from "./dialog.tsx";
import { Spinner } from "./spinner.tsx";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What confirming does, and what it cannot undo. */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: its button spins and waits. */
  busy?: boolean;
  /** Why the action failed, shown in the dialog, which stays open. */
  error?: string | null;
};

/** Asks before something that cannot be undone (deleting, clearing): Cancel, or the action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="max-w-md p-5 sm:p-6" role="alertdialog">
        <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-600">{description}</DialogDescription>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose className={buttonClass("secondary", "md")}>Cancel</DialogClose>
          <button
            type="button"
            disabled={busy}
            onClick={onConfirm}
            className={buttonClass("danger", "md")}
          >
            {busy && <Spinner />} {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
