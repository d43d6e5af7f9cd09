import type { ReactNode } from "react";
import { Icon } from "#web/components/ui/icons.tsx";

/**
 * A report section, named by its heading (what the contents links to), closed until opened: the
 * report leads with its summary, and each section opens on demand. A link to the heading (the
 * contents, a citation) opens it: browsers open a closed `<details>` they scroll into.
 */
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
    <section aria-labelledby={id} className={className}>
      <details className="group rounded-xl border border-slate-200 bg-white">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
          <h3 id={id} className="scroll-mt-24 text-xl font-semibold tracking-tight text-slate-900">
            {title}
          </h3>
          <Icon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
            <path d="m6 9 6 6 6-6" />
          </Icon>
        </summary>
        <div className="grid gap-3 px-4 pb-5 sm:px-5">{children}</div>
      </details>
    </section>
  );
}
