import { type FormEvent, useState } from "react";
import { looksLikeEmail, normalizeEmail } from "#shared/email.ts";
import { EmailField } from "#web/components/ui/text-field.tsx";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";

/** Where the e-mailed link lands; the server appends ?token=… (or ?error=INVALID_TOKEN). */
export const RESET_PASSWORD_PATH = "/auth/reset-password";

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
};

/** Asks for a reset link. The answer never says whether an account exists for the address. */
export function ForgotPasswordForm({ email, onEmailChange }: ForgotPasswordFormProps) {
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<"idle" | "sending" | "sent">("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!looksLikeEmail(address)) {
      setEmailProblem("Enter a valid e-mail address.");
      return;
    }
    setEmailProblem(null);
    setFailure(null);
    setStatus("sending");
    const result = await attemptAuth(
      () => authClient.requestPasswordReset({ email: address, redirectTo: RESET_PASSWORD_PATH }),
      "We couldn't send the reset link. Please try again.",
    );
    setFailure(result?.message ?? null);
    setStatus(result ? "idle" : "sent");
  }

  if (status === "sent") {
    return (
      <div
        role="status"
        className="rounded-lg border border-green-200 bg-green-50 p-4 text-green-950"
      >
        <p className="font-semibold">Check your email for a reset link</p>
        <p className="mt-1 text-sm">
          If an account exists for {normalizeEmail(email)}, we sent it a link to choose a new
          password. The link works for a limited time.
        </p>
      </div>
    );
  }

  const sending = status === "sending";
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-busy={sending}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <EmailField
        label="Email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        hint="We'll e-mail you a link to choose a new password."
        error={emailProblem}
        disabled={sending}
      />
      <SubmitButton busy={sending} busyLabel="Sending...">
        Send reset link
      </SubmitButton>
    </form>
  );
}
