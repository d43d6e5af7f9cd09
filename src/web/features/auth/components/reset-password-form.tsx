import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { PASSWORD_HINT, passwordProblem } from "../password-rules.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { FormAlert } from "./form-field.tsx";
import { PasswordField } from "./password-field.tsx";

type ResetPasswordFormProps = {
  /** The ?token= of the e-mailed link; null when the link carried none. */
  token: string | null;
  /** True when the server sent ?error=INVALID_TOKEN: the link expired or was used. */
  linkExpired: boolean;
};

type Problems = { password?: string | undefined; confirm?: string | undefined; form?: string };

function ExpiredLink() {
  const [email, setEmail] = useState("");
  return (
    <div className="grid gap-4">
      <FormAlert>This reset link has expired or is invalid. Request a new one below.</FormAlert>
      <ForgotPasswordForm email={email} onEmailChange={setEmail} />
    </div>
  );
}

/** The new password and its confirmation, sent with the token of the reset link. */
export function ResetPasswordForm({ token, linkExpired }: ResetPasswordFormProps) {
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [status, setStatus] = useState<"idle" | "saving" | "done" | "expired">(
    linkExpired || !token ? "expired" : "idle",
  );
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  if (status === "expired" || !token) return <ExpiredLink />;
  if (status === "done") {
    return (
      <div role="status" className="grid gap-4">
        <p className="rounded-lg border border-green-200 bg-green-50 p-4 font-semibold text-green-950">
          Your password has been reset.
        </p>
        <Link to="/auth" className={buttonClass("primary", "md", "justify-self-start")}>
          Sign in with your new password
        </Link>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {
      password: passwordProblem(password) ?? undefined,
      confirm: password === confirm ? undefined : "The passwords don't match.",
    };
    setProblems(found);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();

    setStatus("saving");
    const failure = await attemptAuth(
      () => authClient.resetPassword({ newPassword: password, token: token ?? "" }),
      "We couldn't reset your password. Please try again.",
    );
    if (failure?.code === "INVALID_TOKEN") return setStatus("expired");
    if (failure) setProblems({ form: failure.message });
    setStatus(failure ? "idle" : "done");
  }

  const saving = status === "saving";
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={saving}>
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      <PasswordField
        ref={passwordRef}
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        hint={PASSWORD_HINT}
        error={problems.password}
        disabled={saving}
      />
      <PasswordField
        ref={confirmRef}
        label="Confirm new password"
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={problems.confirm}
        disabled={saving}
      />
      <button type="submit" disabled={saving} className={buttonClass("primary", "md", "w-full")}>
        {saving && <Spinner />}
        {saving ? "Saving..." : "Set new password"}
      </button>
    </form>
  );
}
