import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { SITE_ADDRESS_PLACEHOLDER, withSiteAddress } from "#shared/site-address.ts";
import { FRAMEABLE_PAGE_PATHS } from "#shared/widget.ts";
import type { AppEnv } from "../app-env.ts";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./content-security-policy.ts";

/** The file React Router writes for paths that were not prerendered; the browser renders them. */
const SPA_FALLBACK_FILE = "__spa-fallback.html";
const HASHED_ASSETS_DIR = "assets";
const COMPRESSED_SUFFIX = /\.(br|gz|zst)$/;
/** The files that may name the site's address: pages and their data (client navigation). */
const ADDRESSABLE_FILE = /\.(html|data)$/;
/** As scripts/precompress.ts: smaller files are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;

type Encoding = "br" | "gzip";

/** A file that names the site's address, with this server's written in; compressed on demand. */
type AddressedFile = { body: Uint8Array<ArrayBuffer>; encoded: Map<Encoding, Promise<Buffer>> };

export type Site = {
  root: string;
  fallbackFile: string;
  /** The fallback page itself, for addresses no page has (answered 404 in full). */
  fallbackHtml: string;
  /** Content-Security-Policy of each HTML file, keyed by absolute path. */
  policyByPage: Map<string, string>;
  /**
   * The files the build wrote with the site-address placeholder, keyed by absolute path, with
   * this server's PUBLIC_URL in its place: they are served from here, not from the disk.
   */
  addressedFiles: Map<string, AddressedFile>;
};

/** The address a prerendered page is served at: `embed/permit-check/index.html` → `/embed/permit-check`. */
function pagePathOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join("/");
  return `/${relative.replace(/(^|\/)index\.html$/, "")}`;
}

/**
 * Reads the production build once at boot: which pages exist and what each may run. The build
 * does not know the site's address: the pages and data files that name it carry a placeholder,
 * replaced here with `siteAddress` (the server's PUBLIC_URL) and kept in memory; each page's
 * policy hashes its inline scripts as served, address included.
 */
export function loadSite(buildDir: string, siteAddress: string): Site {
  const root = path.resolve(buildDir);
  const policyByPage = new Map<string, string>();
  const addressedFiles = new Map<string, AddressedFile>();
  let fallbackHtml: string | undefined;
  const fallbackFile = path.join(root, SPA_FALLBACK_FILE);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !ADDRESSABLE_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const built = readFileSync(file, "utf8");
    const text = built.includes(SITE_ADDRESS_PLACEHOLDER)
      ? withSiteAddress(built, siteAddress)
      : built;
    if (text !== built)
      addressedFiles.set(file, { body: encoder.encode(text), encoded: new Map() });
    if (!entry.name.endsWith(".html")) continue;
    if (file === fallbackFile) fallbackHtml = text;
    const frameable = FRAMEABLE_PAGE_PATHS.includes(pagePathOf(root, file));
    policyByPage.set(file, pageContentSecurityPolicy(inlineScriptHashes(text), { frameable }));
  }
  if (fallbackHtml === undefined) {
    throw new Error(`The build in ${root} has no ${SPA_FALLBACK_FILE}; run \`npm run build\`.`);
  }
  return { root, fallbackFile, fallbackHtml, policyByPage, addressedFiles };
}

const encoder = new TextEncoder();
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding to send: br, else gzip, when the client accepts it (as serveStatic chooses). */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, quality]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(quality ?? ""))
      .map(([name]) => name?.trim()),
  );
  return (["br", "gzip"] as const).find((encoding) => accepted.has(encoding));
}

/** Compressed as scripts/precompress.ts compresses the build's other files, once per encoding. */
function encodedBody(file: AddressedFile, encoding: Encoding): Promise<Buffer> {
  let body = file.encoded.get(encoding);
  if (!body) {
    body =
      encoding === "br"
        ? brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipped(file.body, { level: 9 });
    file.encoded.set(encoding, body);
  }
  return body;
}

/**
 * The answer serveStatic made for a file that names the site's address, with the body this
 * server writes instead: the whole file (a range request gets it all, which HTTP allows), in the
 * encoding the client accepts. Its other headers (type, Last-Modified) stay.
 */
async function withAddressedBody(
  c: Context<AppEnv>,
  response: Response,
  file: AddressedFile,
): Promise<Response> {
  await response.body?.cancel();
  const encoding =
    file.body.length >= COMPRESS_MIN_BYTES
      ? chosenEncoding(c.req.header("accept-encoding"))
      : undefined;
  const body = encoding ? new Uint8Array(await encodedBody(file, encoding)) : file.body;
  const headers = new Headers(response.headers);
  for (const name of ["content-encoding", "content-range", "accept-ranges"]) headers.delete(name);
  if (encoding) headers.set("Content-Encoding", encoding);
  const varies = /\baccept-encoding\b/i.test(headers.get("vary") ?? "");
  if (file.body.length >= COMPRESS_MIN_BYTES && !varies) headers.append("Vary", "Accept-Encoding");
  headers.set("Content-Length", String(body.length));
  return new Response(c.req.method === "HEAD" ? null : body, { status: 200, headers });
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
    const served = await serve(c, next);
    const file = servedFiles.get(c.req.raw);
    if (!served || !file) return served;
    const addressed = site.addressedFiles.get(file.replace(COMPRESSED_SUFFIX, ""));
    const response = addressed ? await withAddressedBody(c, served, addressed) : served;
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
