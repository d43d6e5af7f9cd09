import type { Guide } from "#shared/blog/guide.ts";
import { GuideDate } from "./guide-date.tsx";

const SOCIAL_LABELS = { website: "Website", twitter: "Twitter", linkedin: "LinkedIn" } as const;

/** The header: title, TL;DR, author with avatar, bio and links, dates, reading time, picture. */
export function GuideHeader({ guide }: { guide: Guide }) {
  const { author } = guide;
  const links = Object.entries(author.socialLinks).filter(
    (entry): entry is [keyof typeof SOCIAL_LABELS, string] => Boolean(entry[1]),
  );
  return (
    <header className="mt-6">
      <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {guide.title}
      </h1>
      <aside
        aria-label="TL;DR"
        className="mt-6 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-5 py-4 text-slate-800"
      >
        <p>
          <strong className="mr-2 font-semibold text-brand-800">TL;DR</strong>
          {guide.tldr}
        </p>
      </aside>
      <div className="mt-6 flex items-start gap-4">
        <img
          src={author.avatar}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full"
        />
        <div className="text-sm text-slate-600">
          <p className="font-semibold text-slate-900">
            <a href={author.profileUrl} className="hover:underline">
              {author.name}
            </a>
          </p>
          <p className="mt-1 max-w-prose">{author.bio}</p>
          {links.length > 0 && (
            <ul className="mt-1 flex gap-3" aria-label="Author links">
              {links.map(([network, href]) => (
                <li key={network}>
                  <a href={href} className="text-brand-700 hover:underline">
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2">
            <GuideDate day={guide.publishDate} style="long" />
            <span aria-hidden="true"> · </span>
            {guide.readingTime} min read
            {guide.lastModified !== guide.publishDate && (
              <>
                <span aria-hidden="true"> · </span>
                Updated <GuideDate day={guide.lastModified} style="long" />
              </>
            )}
          </p>
        </div>
      </div>
      <figure className="mt-8">
        <img
          src={guide.featuredImage.url}
          alt={guide.featuredImage.alt}
          width={1200}
          height={630}
          className="h-auto w-full rounded-xl border border-slate-200"
        />
        <figcaption className="mt-2 text-sm text-slate-600">
          {guide.featuredImage.caption}
        </figcaption>
      </figure>
    </header>
  );
}
