import { type FormEvent, useRef, useState } from "react";
import { toast } from "#web/lib/toast-store.ts";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { AUTH_TOASTS } from "../auth-toasts.ts";
import { passwordProblem } from "../password-rules.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { PasswordField } from "./password-field.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";

type Problems = {
  current?: string | undefined;
  next?: string | undefined;
  confirm?: string | undefined;
  form?: string;
};

/** Changes the password of the signed-in user, optionally signing out every other device. */
export function ChangePasswordForm() {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Problems = {
      current: current ? undefined : "Enter your current password.",
      next: passwordProblem(next) ?? undefined,
      confirm: next === confirm ? undefined : "The new passwords don't match.",
    };
    setProblems(found);
    const fields = [
      [found.current, currentRef],
      [found.next, nextRef],
      [found.confirm, confirmRef],
    ] as const;
    const invalidRef = fields.find(([problem]) => problem)?.[1];
    if (invalidRef) return invalidRef.current?.focus();

    setSaving(true);
    const failure = await attemptAuth(
      () =>
        authClient.changePassword({
          currentPassword: current,
          newPassword: next,
          revokeOtherSessions: revokeOthers,
        }),
      "We couldn't change your password. Please try again.",
    );
    setSaving(false);
    if (failure) {
      setProblems({ form: failure.message });
      return;
    }
    setCurrent("");
    setNext("");
    setConfirm("");
    toast(AUTH_TOASTS.passwordChanged);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="grid max-w-md gap-4"
      aria-busy={saving}
    >
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      <PasswordField
        ref={currentRef}
        label="Current password"
        name="current-password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={problems.current}
        disabled={saving}
      />
      <NewPasswordFields
        password={{ ref: nextRef, value: next, onChange: setNext, error: problems.next }}
        confirm={{ ref: confirmRef, value: confirm, onChange: setConfirm, error: problems.confirm }}
        disabled={saving}
      />
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={revokeOthers}
          onChange={(event) => setRevokeOthers(event.target.checked)}
          disabled={saving}
          className="mt-0.5 size-4 accent-brand-600"
        />
        Sign out of my other devices
      </label>
      <SubmitButton busy={saving} busyLabel="Saving..." className="justify-self-start">
        Change password
      </SubmitButton>
    </form>
  );
}
