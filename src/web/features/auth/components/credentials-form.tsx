import { type FormEvent, useRef, useState } from "react";
import { welcomeName } from "#shared/auth.ts";
import { looksLikeEmail, normalizeEmail } from "#shared/email.ts";
import { EmailField } from "#web/components/ui/text-field.tsx";
import { authClient } from "../api/auth-client.ts";
import { ACCOUNT_NOT_CREATED, attemptAuth } from "../api/auth-errors.ts";
import { PASSWORD_HINT, passwordProblem } from "../password-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { PasswordField } from "./password-field.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";

export type CredentialsMode = "sign-in" | "sign-up";

type CredentialsFormProps = {
  mode: CredentialsMode;
  email: string;
  onEmailChange: (email: string) => void;
  /** Called with the normalised e-mail once the server has started the session; the form stays busy. */
  onSignedIn: (email: string) => void;
  onForgotPassword: () => void;
};

type Problems = { email?: string | undefined; password?: string | undefined; form?: string };

const EMAIL_PROBLEM = "Enter a valid e-mail address.";

/** E-mail and password, for signing in or creating an account. */
export function CredentialsForm({
  mode,
  email,
  onEmailChange,
  onSignedIn,
  onForgotPassword,
}: CredentialsFormProps) {
  const [password, setPassword] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const signUp = mode === "sign-up";

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = normalizeEmail(email);
    const found: Problems = {
      email: looksLikeEmail(address) ? undefined : EMAIL_PROBLEM,
      password: passwordProblem(password) ?? undefined,
    };
    setProblems(found);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();

    setSubmitting(true);
    const failure = signUp
      ? await createAccountAndSignIn(address, password)
      : await attemptAuth(
          () => authClient.signIn.email({ email: address, password }),
          "We couldn't sign you in. Please try again.",
        );
    if (failure) {
      setSubmitting(false);
      setProblems({ form: failure.message });
      return;
    }
    onSignedIn(address);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-busy={submitting}
    >
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      <EmailField
        ref={emailRef}
        label="Email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={problems.email}
        disabled={submitting}
      />
      <PasswordField
        ref={passwordRef}
        label="Password"
        name="password"
        autoComplete={signUp ? "new-password" : "current-password"}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={signUp ? PASSWORD_HINT : undefined}
        error={problems.password}
        disabled={submitting}
      />
      {!signUp && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      )}
      <SubmitButton busy={submitting} busyLabel={signUp ? "Creating account..." : "Signing in..."}>
        {signUp ? "Create account" : "Sign in"}
      </SubmitButton>
    </form>
  );
}

/**
 * Sign-up answers alike for a new and an existing e-mail and opens no session (so it cannot
 * tell anyone who has an account); signing in next opens the new account's session. When that
 * sign-in is refused, the e-mail already had an account with another password.
 */
async function createAccountAndSignIn(email: string, password: string) {
  const created = await attemptAuth(
    () => authClient.signUp.email({ email, password, name: welcomeName(email) }),
    "We couldn't create your account. Please try again.",
  );
  if (created) return created;
  const signedIn = await attemptAuth(
    () => authClient.signIn.email({ email, password }),
    "We couldn't sign you in. Please try again.",
  );
  if (signedIn?.code === "INVALID_EMAIL_OR_PASSWORD")
    return { ...signedIn, message: ACCOUNT_NOT_CREATED };
  return signedIn;
}
