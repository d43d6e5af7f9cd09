import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import type { ToastOptions } from "#web/lib/toast-store.ts";

/** The chat's toasts. */
export const CHAT_TOASTS = {
  authRequired: {
    title: "Authentication Required",
    description: "Please sign in to send messages",
    variant: "destructive",
  },
  insufficientCredits: (balance: number): ToastOptions => ({
    title: "Insufficient Credits",
    description: `You need ${MESSAGE_COST_CREDITS} credits to send a message. Current balance: ${balance}`,
    variant: "destructive",
  }),
  /** Sending needs a known balance of at least 2 credits. */
  cannotSend: {
    title: "Cannot Send Message",
    description: "You don't have enough credits or there's a connection issue.",
    variant: "destructive",
  },
  messageFailed: (errorText: string): ToastOptions => ({
    title: "Message Failed",
    description: errorText,
    variant: "destructive",
  }),
  /** Shown for 3 s when diagnostic mode is on. */
  diagnosticMode: {
    title: "Diagnostic Mode Active",
    description: "Using direct API calls instead of streaming for better diagnostics.",
    variant: "info",
    duration: 3000,
  },
  clearFailed: {
    title: "Clear History Failed",
    description: "Your chat history could not be cleared. Please try again.",
    variant: "destructive",
  },
} satisfies Record<string, ToastOptions | ((...args: never[]) => ToastOptions)>;
