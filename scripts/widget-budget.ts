import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { EMBED_PAGE_PATH, WIDGET_SCRIPT_PATH } from "../src/shared/widget.ts";

/**
 * The embeddable permit check's size budget, gzipped at level 9 as the build's `.gz`
 * twins are: the loader other sites paste, and what the page it frames loads (its island script
 * with every module that imports, and its stylesheets). The loader runs on every page of every
 * site that embeds it, so it is held tight; the frame loads only where a visitor sees it.
 */
export const WIDGET_BUDGET_BYTES = {
  loader: 2 * 1024,
  // react-dom is most of it (about 57 KB); zod, pulled in by the shared address module, some 15.
  embedScripts: 110 * 1024,
  embedStyles: 16 * 1024,
} as const;

export type WidgetSizes = {
  loader: number;
  embedScripts: number;
  embedStyles: number;
  /** The embed page's files, as served paths, for the report. */
  files: string[];
};

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const SCRIPT_SRC = /<script\b[^>]*\bsrc="([^"]+)"/g;
const STYLESHEET_HREF = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g;
/** Static imports in a minified module: `from"./x.js"`, `import"./x.js"`. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g;

/** The module and every module it imports statically, as served paths. */
function moduleGraph(root: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (served: string) => {
    if (seen.has(served)) return;
    seen.add(served);
    const source = readFileSync(path.join(root, served), "utf8");
    for (const [, specifier = ""] of source.matchAll(STATIC_IMPORT))
      visit(path.posix.resolve(path.posix.dirname(served), specifier));
  };
  visit(entry);
  return [...seen];
}

/** The loader's and the embed page's sizes in a build (`build/client`). */
export function measureWidget(root: string): WidgetSizes {
  const page = path.join(root, EMBED_PAGE_PATH, "index.html");
  if (!existsSync(page)) throw new Error(`The build in ${root} has no ${EMBED_PAGE_PATH} page.`);
  const html = readFileSync(page, "utf8");
  const scripts = [...html.matchAll(SCRIPT_SRC)].flatMap(([, src = ""]) => moduleGraph(root, src));
  const styles = [...html.matchAll(STYLESHEET_HREF)].map(([, href = ""]) => href);
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipped(path.join(root, file)), 0);
  return {
    loader: gzipped(path.join(root, WIDGET_SCRIPT_PATH)),
    embedScripts: sum([...new Set(scripts)]),
    embedStyles: sum(styles),
    files: [...new Set([...scripts, ...styles])],
  };
}

/** One line per part over its budget; empty when all fit. */
export function overBudget(sizes: WidgetSizes): string[] {
  return (Object.keys(WIDGET_BUDGET_BYTES) as (keyof typeof WIDGET_BUDGET_BYTES)[]).flatMap(
    (part) =>
      sizes[part] > WIDGET_BUDGET_BYTES[part]
        ? [
            `${part}: ${kb(sizes[part])} gzipped, over its budget of ${kb(WIDGET_BUDGET_BYTES[part])}`,
          ]
        : [],
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Fails the build when the widget grows past its budget; prints its sizes either way. */
export function checkWidgetBudget(root: string): WidgetSizes {
  const sizes = measureWidget(root);
  console.info(
    `[permitlm] widget: loader ${kb(sizes.loader)}, embed page scripts ${kb(sizes.embedScripts)}, styles ${kb(sizes.embedStyles)} (gzipped)`,
  );
  const over = overBudget(sizes);
  if (over.length > 0) throw new Error(`The embeddable widget is over budget:\n${over.join("\n")}`);
  return sizes;
}

if (import.meta.main) checkWidgetBudget(process.argv[2] ?? "build/client");
