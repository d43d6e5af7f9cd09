import * as ToastPrimitive from "@radix-ui/react-toast";
import { cn } from "#web/lib/cn.ts";
import {
  TOAST_DURATION_MS,
  type ToastVariant,
  dismissToast,
  useToasts,
} from "#web/lib/toast-store.ts";
import { CloseIcon } from "./icons.tsx";

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
  success: "border-green-700 bg-green-50 text-green-950",
  warning: "border-amber-600 bg-amber-50 text-amber-950",
  info: "border-sky-700 bg-sky-50 text-sky-950",
};

/**
 * Renders the toast store with Radix Toast: swipe right past 50 px dismisses, F8 focuses the
 * notification region, and a toast stays TOAST_DURATION_MS unless it says otherwise.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={50}
      duration={TOAST_DURATION_MS}
    >
      {toasts.map(({ id, title, description, action, variant = "default", open, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          {...(duration === undefined ? {} : { duration })}
          className={cn(
            "toast pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-9 text-left shadow-lg",
            VARIANT_CLASSES[variant],
          )}
        >
          <div className="grid gap-1">
            {title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            )}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* On a phone, toasts come under the top bar, where they cover neither it nor the chat's input. */}
      <ToastPrimitive.Viewport className="fixed top-16 right-0 z-[100] sm:top-auto sm:bottom-0 m-0 flex max-h-screen w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
