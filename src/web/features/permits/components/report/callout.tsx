import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** A boxed note with a title: a warning for stricter rules, info for the rest. */
export function Callout({
  title,
  tone,
  children,
}: {
  title: string;
  tone: "info" | "warning";
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "rounded-lg border-l-4 p-4 text-sm",
        tone === "warning"
          ? "border-amber-500 bg-amber-50 text-amber-950"
          : "border-brand-600 bg-brand-50 text-slate-800",
      )}
    >
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="mt-1 grid gap-1">{children}</div>
    </div>
  );
}
