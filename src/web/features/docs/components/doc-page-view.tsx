import { Link } from "react-router";
import type { DocSummary } from "#shared/docs/doc.ts";
import { DocsSidebar } from "./docs-sidebar.tsx";

type DocPageViewProps = {
  title: string;
  description: string;
  /** The topic's Markdown, rendered to HTML when the site was built. */
  html: string;
  lastModified: string;
  slug: string;
  topics: DocSummary[];
  previous: DocSummary | null;
  next: DocSummary | null;
};

/** A user-guide topic: the topics beside it (above it on a phone), the text, then onward links. */
export function DocPageView(props: DocPageViewProps) {
  const { title, description, html, lastModified, slug, topics, previous, next } = props;
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12"
    >
      <DocsSidebar topics={topics} current={slug} />
      <article className="min-w-0 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg text-slate-600">{description}</p>
        <p className="mt-2 text-sm text-slate-500">
          Last updated <time dateTime={lastModified}>{lastModified}</time>
        </p>
        <div className="guide-prose mt-8" dangerouslySetInnerHTML={{ __html: html }} />
        <nav
          aria-label="Previous and next topics"
          className="mt-12 grid gap-3 border-t border-slate-200 pt-6 sm:grid-cols-2"
        >
          {previous && <NeighbourLink topic={previous} label="Previous" />}
          {next && (
            <NeighbourLink topic={next} label="Next" className="sm:col-start-2 sm:text-right" />
          )}
        </nav>
      </article>
    </main>
  );
}

function NeighbourLink({
  topic,
  label,
  className = "",
}: {
  topic: DocSummary;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={topic.url}
      className={`rounded-lg border border-slate-200 p-4 hover:border-brand-600 ${className}`}
    >
      <span className="block text-sm text-slate-500">{label}</span>
      <span className="font-semibold text-brand-700">{topic.title}</span>
    </Link>
  );
}
