import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import { FRAMEABLE_PAGE_PATHS } from "#shared/widget.ts";
import type { AppEnv } from "../app-env.ts";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./content-security-policy.ts";

/** The file React Router writes for paths that were not prerendered; the browser renders them. */
const SPA_FALLBACK_FILE = "__spa-fallback.html";
const HASHED_ASSETS_DIR = "assets";
const COMPRESSED_SUFFIX = /\.(br|gz|zst)$/;

export type Site = {
  root: string;
  fallbackFile: string;
  /** The fallback page itself, for addresses no page has (answered 404 in full). */
  fallbackHtml: string;
  /** Content-Security-Policy of each HTML file, keyed by absolute path. */
  policyByPage: Map<string, string>;
};

/** The address a prerendered page is served at: `embed/permit-check/index.html` → `/embed/permit-check`. */
function pagePathOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return `/${relative.replace(/(^|\/)index\.html$/, "")}`;
}

/** Reads the production build once at boot: which pages exist and what each may run. */
export function loadSite(buildDir: string): Site {
  const root = path.resolve(buildDir);
  const policyByPage = new Map<string, string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, "utf8");
    const frameable = FRAMEABLE_PAGE_PATHS.includes(pagePathOf(root, file));
    policyByPage.set(file, pageContentSecurityPolicy(inlineScriptHashes(html), { frameable }));
  }
  const fallbackFile = path.join(root, SPA_FALLBACK_FILE);
  if (!policyByPage.has(fallbackFile)) {
    throw new Error(`The build in ${root} has no ${SPA_FALLBACK_FILE}; run \`npm run build\`.`);
  }
  return { root, fallbackFile, fallbackHtml: readFileSync(fallbackFile, "utf8"), policyByPage };
}

function cachingAndPolicyHeaders(site: Site, servedFile: string): Record<string, string> {
  const file = servedFile.replace(COMPRESSED_SUFFIX, "");
  const policy = site.policyByPage.get(file);
  if (policy) return { "Content-Security-Policy": policy, "Cache-Control": "no-cache" };
  if (file.startsWith(path.join(site.root, HASHED_ASSETS_DIR) + path.sep)) {
    // Content-hashed names: a changed file gets a new name, so browsers may keep these forever.
    return { "Cache-Control": "public, max-age=31536000, immutable" };
  }
  // Stable names (islands, favicon, robots.txt): always revalidate against Last-Modified.
  return { "Cache-Control": "no-cache" };
}

/**
 * Serves files from the build and adds each file's caching and CSP headers. serveStatic names
 * the file it chose only through `onFound`, after the response exists, hence the side table.
 */
function serveBuildFiles(site: Site, options: { path?: string }): MiddlewareHandler<AppEnv> {
  const servedFiles = new WeakMap<Request, string>();
  const serve = serveStatic<AppEnv>({
    root: site.root,
    ...options,
    precompressed: true,
    onFound: (file, c) => {
      servedFiles.set(c.req.raw, file);
    },
  });
  return async (c, next) => {
    const response = await serve(c, next);
    const file = servedFiles.get(c.req.raw);
    if (!response || !file) return response;
    for (const [name, value] of Object.entries(cachingAndPolicyHeaders(site, file))) {
      response.headers.set(name, value);
    }
    return notModifiedIfUnchanged(c.req.header("if-modified-since"), response);
  };
}

/** A 304 without the body when the browser's copy is as new as the file (`no-cache` revalidation). */
async function notModifiedIfUnchanged(ifModifiedSince: string | undefined, response: Response) {
  const lastModified = response.headers.get("last-modified");
  if (response.status !== 200 || !ifModifiedSince || !lastModified) return response;
  const since = Date.parse(ifModifiedSince);
  if (Number.isNaN(since) || Date.parse(lastModified) > since) return response;
  await response.body?.cancel();
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(null, { status: 304, headers });
}

/**
 * Serves the build: files as they are (with their precompressed .br/.gz twins), prerendered
 * pages by path, and the SPA fallback for the pages the browser renders. Any other page address
 * gets the same app, which shows its "not found" page, with the status 404 that says so.
 */
export function mountSite(
  app: Hono<AppEnv>,
  site: Site,
  isKnownPage: (pathname: string) => boolean,
): void {
  const serveFile = serveBuildFiles(site, {});
  const serveFallback = serveBuildFiles(site, { path: SPA_FALLBACK_FILE });
  app.use("*", serveFile);
  app.get("*", async (c, next) => {
    // Only page addresses get the app; a missing script, image or file stays a 404.
    if (path.extname(c.req.path) !== "") return next();
    if (isKnownPage(c.req.path)) return serveFallback(c, next);
    return c.html(site.fallbackHtml, 404, {
      "Content-Security-Policy": site.policyByPage.get(site.fallbackFile) ?? "",
      "Cache-Control": "no-cache",
    });
  });
}
