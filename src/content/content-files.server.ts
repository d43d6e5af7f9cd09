import { readFileSync } from "node:fs";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { parsePageSiteAddress } from "#server/env.ts";

// src/content: the code that reads content/ from disk, run only in Node: by the routes' `loader`s
// when the site is built (prerendering; React Router strips loaders from the browser bundle, and
// refuses a `.server.ts` module that still reaches it), by react-router.config.ts and by the
// server (feeds). Not src/shared, which the browser bundle may import; not src/server, which the
// web may import only as types (eslint.config.js). Imported as `#content/…`, which those rules
// allow; it imports src/shared and the server's settings (src/server/env.ts) only.

export { CONTENT_DIR } from "./content-dir.ts";

type HastNode = { type: string; tagName?: string; properties?: object; children?: HastNode[] };

/**
 * Tables and code blocks scroll sideways on a phone; a keyboard user can scroll them only if
 * they take focus (axe: scrollable-region-focusable), so they are put in the tab order.
 */
function focusableScrollers() {
  const visit = (node: HastNode) => {
    if (node.tagName === "table" || node.tagName === "pre")
      node.properties = { ...node.properties, tabIndex: 0 };
    node.children?.forEach(visit);
  };
  return visit;
}

/** Markdown (GitHub-flavoured, no raw HTML) to HTML; links to other sites open in a new tab. */
const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(focusableScrollers)
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { target: "_blank", rel: ["noopener", "noreferrer"] })
  .use(rehypeStringify);

export const markdownToHtml = (markdown: string) => String(markdownProcessor.processSync(markdown));

/** Splits a content file into its YAML front matter and its Markdown body. */
export function readContentFile(file: string): { data: unknown; body: string } {
  const text = readFileSync(file, "utf8");
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match?.[1]) throw new Error(`${file}: no front matter`);
  return { data: parseYaml(match[1]), body: text.slice(match[0].length) };
}

/** The parsed data, or an error naming the file and each mistake (the build stops on it). */
export function parseOrThrow<T>(schema: z.ZodType<T>, data: unknown, where: string): T {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`${where}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * The site's address for absolute links in prerendered pages (canonical, social previews,
 * structured data, the widget snippet, the API examples). The production build writes the
 * placeholder, which the server replaces with its own PUBLIC_URL as it serves each page, so the
 * build depends on neither PUBLIC_URL nor PORT; elsewhere (the dev server, tests) the address
 * itself, with the same default as the server's settings.
 */
export function siteOrigin(): string {
  return parsePageSiteAddress();
}
