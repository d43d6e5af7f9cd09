/**
 * Guides listed on the blog whose bodies are not written yet. Their page is a placeholder
 * with an address box, so the visit still leads to the address search.
 */
export const PLACEHOLDER_BLOG_SLUGS = [
  "navigating-residential-building-permits-us",
  "understanding-building-permits",
  "common-code-violations",
  "municipal-requirements",
] as const;

export function isPlaceholderBlogSlug(slug: string): boolean {
  return (PLACEHOLDER_BLOG_SLUGS as readonly string[]).includes(slug);
}
