import { type ComponentProps, type ReactNode, useId } from "react";
import { cn } from "#web/lib/cn.ts";

export type TextFieldVariant = "default" | "hero";

const INPUT_VARIANTS: Record<TextFieldVariant, string> = {
  default:
    "h-11 rounded-md border-slate-300 px-3 focus-visible:border-brand-600 disabled:bg-slate-50 aria-invalid:border-red-600",
  /** The large field on the landing page's dark band. */
  hero: "h-12 min-w-0 rounded-lg border-white/30 px-4 disabled:opacity-70",
};

export type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** Keeps the label for screen readers only, where the placeholder and the button say enough. */
  hideLabel?: boolean;
  hint?: string | undefined;
  error?: string | null | undefined;
  /** A control drawn inside the input's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
  variant?: TextFieldVariant;
  /** Classes of the field as a whole (label, input, hint and error), e.g. its share of a row. */
  fieldClassName?: string;
};

/**
 * A labelled input with its hint and error, both tied to it for screen readers. Pass a fixed `id`
 * where the field hydrates outside the page's React tree (an island): generated ids would not match
 * the prerendered HTML there.
 */
export function TextField({
  label,
  hideLabel = false,
  hint,
  error,
  trailing,
  variant = "default",
  fieldClassName,
  id,
  className,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-1.5", fieldClassName)}>
      <label
        htmlFor={inputId}
        className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-800"}
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            "w-full border bg-white text-base text-slate-900 placeholder:text-slate-500",
            INPUT_VARIANTS[variant],
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

/** A text field for an e-mail address, with the keyboard and autofill that suit one. */
export function EmailField(props: Omit<TextFieldProps, "type">) {
  return <TextField type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
