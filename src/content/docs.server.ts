import path from "node:path";
import { z } from "zod";
import {
  CONTENT_DIR,
  markdownToHtml,
  parseOrThrow,
  readContentFile,
  siteOrigin,
} from "./content-files.server.ts";
import { DOC_SLUGS, type DocSummary, docNeighbours, docPath } from "#shared/docs/doc.ts";

const docFrontMatterSchema = z.object({
  title: z.string().min(5),
  /** The page's meta description and its line in the guide's index. */
  description: z.string().min(60).max(200),
  lastModified: z.iso.date(),
});

export type Doc = z.infer<typeof docFrontMatterSchema> & DocSummary & { html: string };

/**
 * Written in a page where its curl examples need the site's own address: `siteOrigin()`, which the
 * server serving the page makes its PUBLIC_URL, so a copied command works as is.
 */
const SITE_ORIGIN_TOKEN = /\{\{site-origin\}\}/g;

function loadDocs(): Map<string, Doc> {
  return new Map(
    DOC_SLUGS.map((slug) => {
      const file = path.join(CONTENT_DIR, "docs", `${slug}.md`);
      const { data, body } = readContentFile(file);
      const meta = parseOrThrow(docFrontMatterSchema, data, file);
      const html = markdownToHtml(body.replace(SITE_ORIGIN_TOKEN, siteOrigin()));
      return [slug, { ...meta, slug, url: docPath(slug), html }];
    }),
  );
}

let docs: Map<string, Doc> | null = null;
const getDocs = () => (docs ??= loadDocs());

/** The user guide's topics in reading order, for its sidebar and index. */
export const listDocs = (): DocSummary[] =>
  [...getDocs().values()].map(({ slug, title, description, url }) => ({
    slug,
    title,
    description,
    url,
  }));

/** One topic's page, with every topic for the sidebar and its neighbours; null when unknown. */
export function findDoc(slug: string) {
  const doc = getDocs().get(slug);
  if (!doc) return null;
  const topics = listDocs();
  return { doc, topics, ...docNeighbours(topics, slug) };
}
