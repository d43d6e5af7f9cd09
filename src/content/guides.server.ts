import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { PLACEHOLDER_BLOG_SLUGS } from "#shared/blog-slugs.ts";
import {
  CONTENT_DIR,
  markdownToHtml,
  parseOrThrow,
  readContentFile,
} from "./content-files.server.ts";
import {
  type Author,
  GUIDE_CATEGORY,
  GUIDE_SLUGS,
  type Guide,
  type GuideSummary,
  categoryPath,
  readingMinutes,
} from "#shared/blog/guide.ts";
import { authorSchema, guideFrontMatterSchema } from "#shared/blog/guide-schema.ts";
import { RESOURCE_SLUGS, type Resource, resourceFrontMatterSchema } from "#shared/blog/resource.ts";

const ADDRESS_BOX_LINE = /^\{\{address-box\}\}[ \t]*$/m;

const wordsIn = (html: string) => html.replace(/<[^>]+>/g, " ").match(/\S+/g)?.length ?? 0;

function loadAuthors(): Map<string, Author> {
  const data = parseYaml(readFileSync(path.join(CONTENT_DIR, "blog", "authors.yaml"), "utf8"));
  const authors = parseOrThrow(z.record(z.string(), authorSchema), data, "authors.yaml");
  return new Map(Object.entries(authors));
}

/** What a list shows of a guide. */
function summaryOf(guide: Omit<GuideSummary, "url">): GuideSummary {
  const { slug, title, description, publishDate, tags, readingTime, featuredImage } = guide;
  return {
    slug,
    title,
    description,
    url: `/blog/${slug}`,
    publishDate,
    tags,
    readingTime,
    featuredImage,
  };
}

type Library = { guides: Map<string, Guide>; resources: Map<string, Resource> };

function loadLibrary(): Library {
  const authors = loadAuthors();
  const drafts = GUIDE_SLUGS.map((slug) => {
    const file = path.join(CONTENT_DIR, "blog", `${slug}.md`);
    const { data, body } = readContentFile(file);
    const meta = parseOrThrow(guideFrontMatterSchema, data, file);
    const author = authors.get(meta.author);
    if (!author) throw new Error(`${file}: unknown author "${meta.author}"`);
    const [before = "", after] = body.split(ADDRESS_BOX_LINE);
    const bodyBefore = markdownToHtml(before);
    const bodyAfter = after === undefined ? null : markdownToHtml(after);
    const wordCount = wordsIn(bodyBefore) + wordsIn(bodyAfter ?? "");
    const readingTime = readingMinutes(wordCount);
    return { slug, meta, author, bodyBefore, bodyAfter, wordCount, readingTime };
  });
  const summaries = new Map<string, GuideSummary>(
    drafts.map(({ slug, meta, readingTime }) => [slug, summaryOf({ ...meta, slug, readingTime })]),
  );
  const guides = new Map<string, Guide>(
    drafts.map(({ slug, meta, author, bodyBefore, bodyAfter, wordCount, readingTime }) => {
      const related = meta.relatedArticles.map((relatedSlug) => {
        const summary = summaries.get(relatedSlug);
        if (!summary) throw new Error(`${slug}: related article "${relatedSlug}" does not exist`);
        return summary;
      });
      return [
        slug,
        {
          ...meta,
          slug,
          category: GUIDE_CATEGORY,
          author,
          readingTime,
          bodyBefore,
          bodyAfter,
          wordCount,
          relatedArticles: related.slice(0, 3),
        },
      ];
    }),
  );
  const resources = new Map<string, Resource>(
    RESOURCE_SLUGS.map((slug) => {
      const file = path.join(CONTENT_DIR, "resources", `${slug}.md`);
      const { data, body } = readContentFile(file);
      const meta = parseOrThrow(resourceFrontMatterSchema, data, file);
      return [slug, { ...meta, slug, html: markdownToHtml(body) }];
    }),
  );
  return { guides, resources };
}

let library: Library | null = null;
const getLibrary = () => (library ??= loadLibrary());

/** Every guide, newest first. */
export function listGuides(): GuideSummary[] {
  return [...getLibrary().guides.values()]
    .map(summaryOf)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title));
}

export const findGuide = (slug: string): Guide | null => getLibrary().guides.get(slug) ?? null;
export const findResource = (slug: string): Resource | null =>
  getLibrary().resources.get(slug) ?? null;

/** The guides carrying a tag, matched without regard to case (tag pages use it lower-cased). */
export function guidesTagged(tag: string): { tag: string; guides: GuideSummary[] } | null {
  const wanted = tag.toLowerCase();
  const guides = listGuides().filter((guide) => guide.tags.some((t) => t.toLowerCase() === wanted));
  const name = guides[0]?.tags.find((t) => t.toLowerCase() === wanted);
  return name ? { tag: name, guides } : null;
}

/** Every tag, as the guides spell it. */
export function allTags(): string[] {
  const byKey = new Map<string, string>();
  for (const guide of listGuides())
    for (const tag of guide.tags)
      if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/** Every public page of the blog and its resources, for prerendering and the sitemap. */
export function blogPagePaths(): string[] {
  return [
    "/blog",
    categoryPath(GUIDE_CATEGORY),
    ...GUIDE_SLUGS.map((slug) => `/blog/${slug}`),
    ...PLACEHOLDER_BLOG_SLUGS.map((slug) => `/blog/${slug}`),
    // Unencoded: the prerenderer encodes the path for its request, and names the folder as is.
    ...allTags().map((tag) => `/blog/tag/${tag.toLowerCase()}`),
    ...RESOURCE_SLUGS.map((slug) => `/resources/${slug}`),
  ];
}
