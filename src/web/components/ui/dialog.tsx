import * as DialogPrimitive from "@radix-ui/react-dialog";
import { type ComponentProps, useRef } from "react";
import { cn } from "#web/lib/cn.ts";
import { CloseIcon } from "./icons.tsx";

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal panel over a full-screen dimmed overlay. The panel sits inside the overlay so a panel
 * taller than the screen scrolls with it; Radix traps focus and closes on Escape and on a click
 * outside. Our dialogs open from ordinary buttons rather than Radix triggers, so the panel itself
 * remembers what had focus and gives it back on closing.
 */
export function DialogPanel({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-[70] grid place-items-center overflow-y-auto bg-slate-950/60 p-3 sm:p-6">
        <DialogPrimitive.Content
          className={cn(
            "relative w-full rounded-xl bg-white text-slate-900 shadow-2xl focus:outline-none",
            className,
          )}
          onOpenAutoFocus={(event) => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || !opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          {...props}
        >
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Overlay>
    </DialogPrimitive.Portal>
  );
}

/** The × in a dialog's corner. */
export function DialogCloseIcon() {
  return (
    <DialogPrimitive.Close
      aria-label="Close"
      className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
    >
      <CloseIcon className="size-5" />
    </DialogPrimitive.Close>
  );
}
