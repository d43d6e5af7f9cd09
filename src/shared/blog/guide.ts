import type { Author, GuideFrontMatter } from "./guide-schema.ts";

export type { Author, GuideFrontMatter };

/** The guides whose bodies are written, by slug (their files are content/blog/<slug>.md). */
export const GUIDE_SLUGS = [
  "digital-permitting-online-AI-approvals",
  "architects-guide-residential-building-permits",
  "california-permit-maze-tips",
  "nyc-permit-gauntlet-tips",
  "texas-permit-patchwork",
  "florida-high-wind-permits",
  "chicago-building-code-guide",
  "massachusetts-historic-home-permits",
  "oddball-permits-weird-building-codes",
  "housing-reform-new-laws-changing-permits",
  "tackling-permit-delays-housing-crisis",
  "top-10-permit-delays",
  "top-10-permit-jokes",
  "residential-permit-resources-guide",
  "prefab-vs-traditional-construction-permitting",
  "unpermitted-construction-horror-stories-permit-violations",
  "adu-state-mandates-permit-guide",
  "building-resilience-climate-fire-risk",
  "flood-resilient-building-infographic",
] as const;

/** Every guide is shown in the category "Guide". */
export const GUIDE_CATEGORY = "Guide";

/** Reading time: words at 200 a minute; 8 minutes when there is no text to count. */
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_READING_MINUTES = 8;

/** A guide as a list shows it (related articles too: title, description, url, publishDate). */
export type GuideSummary = {
  slug: string;
  title: string;
  description: string;
  url: string;
  publishDate: string;
  tags: string[];
  readingTime: number;
  featuredImage: GuideFrontMatter["featuredImage"];
};

/** A whole guide, its body already turned into HTML around the address box. */
export type Guide = Omit<GuideFrontMatter, "author" | "relatedArticles"> & {
  slug: string;
  category: typeof GUIDE_CATEGORY;
  author: Author;
  readingTime: number;
  /** The body's HTML before and after the address box (the `{{address-box}}` line). */
  bodyBefore: string;
  bodyAfter: string | null;
  /** Words in the body, for the reading time and the structured data. */
  wordCount: number;
  relatedArticles: GuideSummary[];
};

/** Tag pages are /blog/tag/<lower-cased tag>. */
export const tagPath = (tag: string) => `/blog/tag/${encodeURIComponent(tag.toLowerCase())}`;
export const categoryPath = (category: string) =>
  `/blog/category/${encodeURIComponent(category.toLowerCase())}`;

/** Reading time in whole minutes. */
export function readingMinutes(wordCount: number): number {
  return wordCount > 0
    ? Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE))
    : DEFAULT_READING_MINUTES;
}

/** "Jan 5, 2024" in lists, "January 5, 2024" in the header; dates are calendar days. */
export function formatGuideDate(isoDay: string, style: "short" | "long"): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: style === "short" ? "short" : "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * Short addresses that links inside blog content use; each is the short name of a guide, and the
 * server sends it on there (301).
 */
export const BLOG_ALIASES: Record<string, (typeof GUIDE_SLUGS)[number]> = {
  "digital-permitting": "digital-permitting-online-AI-approvals",
  "housing-reform": "housing-reform-new-laws-changing-permits",
  "adu-guide": "adu-state-mandates-permit-guide",
  "affordable-housing": "tackling-permit-delays-housing-crisis",
  "small-projects": "oddball-permits-weird-building-codes",
};
