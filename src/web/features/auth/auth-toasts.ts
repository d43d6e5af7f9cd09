import { welcomeName } from "#shared/auth.ts";
import type { ToastOptions } from "#web/lib/toast-store.ts";

/** The toasts of signing in and out, the session error and the password change. */
export const AUTH_TOASTS = {
  sessionError: {
    title: "Authentication error",
    description: "Failed to retrieve your session. Please try again.",
    variant: "destructive",
  },
  signedOut: {
    title: "Signed out successfully",
    description: "You have been logged out of your account.",
    variant: "success",
  },
  signOutError: {
    title: "Sign out error",
    description: "There was a problem signing you out. Please try again.",
    variant: "destructive",
  },
  signedOutEverywhere: {
    title: "Signed out of all sessions",
    description: "You have been signed out on every device, including this one.",
    variant: "success",
  },
  passwordChanged: {
    title: "Password changed",
    description: "Your new password is active.",
    variant: "success",
  },
} as const satisfies Record<string, ToastOptions>;

/** The welcome uses the part of the e-mail before the "@". */
export function signedInToast(email: string, isNewAccount = false): ToastOptions {
  const name = welcomeName(email);
  return {
    title: "Signed in successfully",
    description: isNewAccount ? `Welcome to PermitLM, ${name}!` : `Welcome back, ${name}!`,
    variant: "success",
  };
}
