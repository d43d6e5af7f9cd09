import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** A link to another site; it opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-900",
        className,
      )}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
