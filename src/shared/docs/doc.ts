// No zod here: the site's page list (`site.ts`), which the browser loads, reads these slugs.

/**
 * The user guide's topics, in reading order: each is content/docs/<slug>.md and the page
 * /docs/<slug>. The list is fixed here (not read from the folder) so the prerender list, the
 * sitemap and the sidebar agree, and a missing file stops the build.
 */
export const DOC_SLUGS = [
  "getting-started",
  "credits",
  "sources",
  "permit-report",
  "projects",
  "document-checks",
  "api",
] as const;

export const docPath = (slug: string) => `/docs/${slug}`;

/** What the sidebar and the index show of a topic. */
export type DocSummary = { slug: string; title: string; description: string; url: string };

/** The topics before and after one in reading order, for the links at the end of a page. */
export function docNeighbours<T extends { slug: string }>(topics: readonly T[], slug: string) {
  const index = topics.findIndex((topic) => topic.slug === slug);
  if (index < 0) return { previous: null, next: null };
  return { previous: topics[index - 1] ?? null, next: topics[index + 1] ?? null };
}
