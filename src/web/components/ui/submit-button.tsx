import type { ReactNode } from "react";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";

type SubmitButtonProps = {
  /** True while the form is being sent: the button is disabled, spins and reads `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Its place in the form's grid, e.g. full width or at the start. */
  className?: string;
  children: ReactNode;
};

/** The primary button that sends a form. */
export function SubmitButton({
  busy,
  busyLabel,
  className = "w-full",
  children,
}: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy} className={buttonClass("primary", "md", className)}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}
