import { buttonClass } from "#web/components/ui/button.ts";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogPanel,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";

/** "Clear History" asks first: the conversation is deleted for good. */
export function ConfirmClearDialog({
  open,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogPanel className="max-w-md p-5 sm:p-6" role="alertdialog">
        <DialogTitle className="text-lg font-bold">Clear this conversation?</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-600">
          Its messages are deleted for good. Credits already spent are not returned.
        </DialogDescription>
        <div className="mt-5 flex justify-end gap-2">
          <DialogClose className={buttonClass("secondary", "md")}>Cancel</DialogClose>
          <button type="button" onClick={onConfirm} className={buttonClass("danger", "md")}>
            Clear history
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
