import { Link } from "react-router";
import type { DocSummary } from "#shared/docs/doc.ts";

/** The guide's front page: one card per topic, in reading order, numbered. */
export function DocsIndex({ topics }: { topics: DocSummary[] }) {
  return (
    <ol className="mt-10 grid gap-4 sm:grid-cols-2" aria-label="User guide topics">
      {topics.map((topic, index) => (
        <li key={topic.slug}>
          <Link
            to={topic.url}
            className="group block h-full rounded-xl border border-slate-200 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
          >
            <span className="text-sm font-semibold text-slate-500">{index + 1}</span>
            <h2 className="mt-1 text-xl font-semibold text-slate-900 group-hover:text-brand-800">
              {topic.title}
            </h2>
            <p className="mt-2 text-slate-600">{topic.description}</p>
          </Link>
        </li>
      ))}
    </ol>
  );
}
