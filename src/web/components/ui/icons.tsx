import type { ReactNode } from "react";

export type IconProps = { className?: string | undefined };

/**
 * A decorative 24 × 24 line icon drawn in the current text colour; the control around it carries
 * the words.
 */
export function Icon({
  className = "size-4",
  strokeWidth = 2,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

/** The × of a control that closes a dialog, a toast or a menu. */
export function CloseIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}
