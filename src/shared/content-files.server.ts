import { readFileSync } from "node:fs";
import path from "node:path";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { parse as parseYaml } from "yaml";
import { z } from "zod";

/**
 * The content pages' one Markdown pipeline (guides, resources, the user guide). Read at build
 * time (prerendering) and by the server (feeds), both run from the project root.
 */
export const CONTENT_DIR = path.resolve("content");

/** Markdown (GitHub-flavoured, no raw HTML) to HTML; links to other sites open in a new tab. */
const markdownProcessor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
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
 * structured data): the server's PUBLIC_URL, with the same default as the server's settings.
 */
export function siteOrigin(): string {
  return (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(
    /\/+$/,
    "",
  );
}
