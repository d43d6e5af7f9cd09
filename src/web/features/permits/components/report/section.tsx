import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** A report section, named by its heading; the heading is what the contents links to. */
export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("grid gap-3", className)}>
      <h3 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
