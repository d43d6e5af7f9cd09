import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

const COLUMNS = { 2: "md:grid-cols-2", 3: "md:grid-cols-3" } as const;

/** A line on what the cards show, then the cards (list items) in a grid. */
export function CardGrid({
  intro,
  columns,
  children,
}: {
  intro: ReactNode;
  columns: keyof typeof COLUMNS;
  children: ReactNode;
}) {
  return (
    <>
      <p className="text-sm text-slate-600">{intro}</p>
      <ul className={cn("grid gap-3", COLUMNS[columns])}>{children}</ul>
    </>
  );
}
