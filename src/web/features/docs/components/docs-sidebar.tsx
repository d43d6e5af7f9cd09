import { Link } from "react-router";
import type { DocSummary } from "#shared/docs/doc.ts";
import { cn } from "#web/lib/cn.ts";

/** The guide's topics in reading order; the page being read is marked for assistive technology. */
export function DocsSidebar({ topics, current }: { topics: DocSummary[]; current: string }) {
  return (
    <nav aria-label="User guide" className="lg:sticky lg:top-24 lg:self-start">
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        <Link to="/docs" className="hover:text-slate-900">
          User guide
        </Link>
      </p>
      <ol className="mt-3 grid gap-1 border-l border-slate-200">
        {topics.map((topic) => {
          const active = topic.slug === current;
          return (
            <li key={topic.slug}>
              <Link
                to={topic.url}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "-ml-px block border-l-2 py-1.5 pl-4 text-base",
                  active
                    ? "border-brand-600 font-semibold text-brand-700"
                    : "border-transparent text-slate-700 hover:border-slate-400 hover:text-slate-900",
                )}
              >
                {topic.title}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
