import { useState } from "react";
import { TextField, type TextFieldProps } from "#web/components/ui/text-field.tsx";

type PasswordFieldProps = Omit<TextFieldProps, "type" | "trailing">;

/** A password input with a Show/Hide toggle, so a long password can be checked before sending. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? "text" : "password"}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <button
          type="button"
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-1 right-1 rounded px-3 text-sm font-medium text-brand-700 hover:bg-slate-100"
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
