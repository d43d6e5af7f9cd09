import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";

/** "Clear History" asks first: the conversation is deleted for good. */
export function ConfirmClearDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      {...props}
      title="Clear this conversation?"
      description="Its messages are deleted for good. Credits already spent are not returned."
      confirmLabel="Clear history"
    />
  );
}
