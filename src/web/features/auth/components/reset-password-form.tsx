import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.ts";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { passwordProblem } from "../password-rules.ts";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";

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
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid gap-4"
      aria-busy={saving}
    >
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      <NewPasswordFields
        password={{
          ref: passwordRef,
          value: password,
          onChange: setPassword,
          error: problems.password,
        }}
        confirm={{ ref: confirmRef, value: confirm, onChange: setConfirm, error: problems.confirm }}
        disabled={saving}
      />
      <SubmitButton busy={saving} busyLabel="Saving...">
        Set new password
      </SubmitButton>
    </form>
  );
}
