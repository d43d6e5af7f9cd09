import type { ChangeEvent, Ref } from "react";
import { PASSWORD_HINT } from "../password-rules.ts";
import { PasswordField } from "./password-field.tsx";

type PasswordInput = {
  ref: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

type NewPasswordFieldsProps = {
  password: PasswordInput;
  confirm: PasswordInput;
  disabled: boolean;
};

/** "New password" with the password rules as its hint, and "Confirm new password" under it. */
export function NewPasswordFields({ password, confirm, disabled }: NewPasswordFieldsProps) {
  // What both fields take from their input, the rest being their own label, name and hint.
  const fieldProps = ({ ref, value, onChange, error }: PasswordInput) => ({
    ref,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    error,
    disabled,
    autoComplete: "new-password",
  });
  return (
    <>
      <PasswordField
        label="New password"
        name="new-password"
        hint={PASSWORD_HINT}
        {...fieldProps(password)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirm-password"
        {...fieldProps(confirm)}
      />
    </>
  );
}
