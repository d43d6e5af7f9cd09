import { Link } from "react-router";
import type { GuideSummary } from "#shared/blog/guide.ts";
import { cn } from "#web/lib/cn.ts";
import { GuideDate } from "./guide-date.tsx";

/** Guides as cards: title, description, short US date and reading time. */
export function GuideList({
  guides,
  columns = 2,
  headingLevel = "h2",
}: {
  guides: GuideSummary[];
  columns?: 2 | 3;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  return (
    <ul className={cn("mt-8 grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {guides.map((guide) => (
        <li
          key={guide.slug}
          className="relative flex flex-col rounded-xl border border-slate-200 p-5 hover:border-brand-600"
        >
          <Heading className="text-lg font-semibold text-slate-900">
            <Link to={guide.url} className="after:absolute after:inset-0">
              {guide.title}
            </Link>
          </Heading>
          <p className="mt-2 flex-1 text-sm text-slate-600">{guide.description}</p>
          <p className="mt-3 text-xs text-slate-500">
            <GuideDate day={guide.publishDate} style="short" />
            <span aria-hidden="true"> · </span>
            {guide.readingTime} min read
          </p>
        </li>
      ))}
    </ul>
  );
}
