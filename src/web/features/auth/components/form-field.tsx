import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "#web/lib/cn.ts";

type FormFieldProps = ComponentProps<"input"> & {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** A control drawn inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
};

/** A labelled input with its hint and error, both tied to it for screen readers. */
export function FormField({
  label,
  hint,
  error,
  trailing,
  id,
  className,
  ...input
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            "h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 disabled:bg-slate-50 aria-invalid:border-red-600",
            trailing ? "pr-20" : undefined,
            className,
          )}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A problem with the whole form (the server said no), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
