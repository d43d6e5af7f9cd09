import { useState } from "react";
import { looksLikeEmail, normalizeEmail } from "#shared/email.ts";
import { type ToastOptions, dismissToast, toast } from "#web/lib/toast-store.ts";
import { type JoinWaitlistOutcome, joinWaitlist } from "../api/join-waitlist.ts";

export type WaitlistStatus = "idle" | "submitting" | "done";

/** The toasts of the waitlist. */
export const WAITLIST_TOASTS = {
  invalidEmail: {
    title: "Invalid Email",
    description: "Please enter a valid email address",
    variant: "destructive",
  },
  alreadySignedUp: {
    title: "Already Signed Up",
    description: "This email is already on our waitlist!",
    variant: "info",
  },
  failed: {
    title: "Something went wrong",
    description: "Please try again later.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastOptions>;

function toastFor(outcome: Exclude<JoinWaitlistOutcome, "joined">): ToastOptions {
  if (outcome === "invalid_email") return WAITLIST_TOASTS.invalidEmail;
  if (outcome === "already_signed_up") return WAITLIST_TOASTS.alreadySignedUp;
  return WAITLIST_TOASTS.failed;
}

/** The waitlist's states (idle → submitting → done) and the one action that moves them. */
export function useJoinWaitlist() {
  const [status, setStatus] = useState<WaitlistStatus>("idle");

  async function join(email: string) {
    if (status !== "idle") return;
    if (!looksLikeEmail(email)) {
      toast(WAITLIST_TOASTS.invalidEmail);
      return;
    }
    setStatus("submitting");
    const outcome = await joinWaitlist(normalizeEmail(email));
    if (outcome === "joined") {
      // An earlier "Invalid Email" no longer applies: it must not stand beside the thank-you.
      dismissToast();
      setStatus("done");
      return;
    }
    setStatus("idle");
    toast(toastFor(outcome));
  }

  return { status, join };
}
