import type { ReactNode } from "react";
import { Link } from "react-router";
import { GUIDE_CATEGORY, type Guide, categoryPath, tagPath } from "#shared/blog/guide.ts";
import { BLOG_NAME } from "#shared/blog/structured-data.ts";
import { Breadcrumb } from "./breadcrumb.tsx";
import { GuideHeader } from "./guide-header.tsx";
import { GuideList } from "./guide-list.tsx";

/** Article HTML built from our own Markdown at build time (no raw HTML in the sources). */
function Prose({ html }: { html: string }) {
  return <div className="guide-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A guide's page: breadcrumb, header, body with the address box where the
 * guide invites the reader to search, then tag chips and related articles.
 */
export function GuideArticle({ guide, addressBox }: { guide: Guide; addressBox: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Breadcrumb
        crumbs={[
          { label: "Home", to: "/" },
          { label: BLOG_NAME, to: "/blog" },
          { label: GUIDE_CATEGORY, to: categoryPath(GUIDE_CATEGORY) },
          { label: guide.title },
        ]}
      />
      <article>
        <GuideHeader guide={guide} />
        <div className="mt-10">
          <Prose html={guide.bodyBefore} />
          {guide.bodyAfter !== null && (
            <>
              <section
                aria-label="Look up your address"
                className="my-8 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-6"
              >
                {addressBox}
              </section>
              <Prose html={guide.bodyAfter} />
            </>
          )}
        </div>
        <footer className="mt-12 border-t border-slate-200 pt-8">
          <h2 className="sr-only">Tags</h2>
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {guide.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagPath(tag)}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          {guide.relatedArticles.length > 0 && (
            <section aria-labelledby="related-heading" className="mt-10">
              <h2 id="related-heading" className="text-xl font-semibold text-slate-900">
                Related articles
              </h2>
              <GuideList guides={guide.relatedArticles} columns={3} headingLevel="h3" />
            </section>
          )}
        </footer>
      </article>
    </main>
  );
}
