import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { Hono } from "hono";
import { BRAND_NAME } from "#shared/site.ts";
import type { AppEnv } from "../../app-env.ts";
import { pageContentSecurityPolicy } from "../../site/content-security-policy.ts";
import { publicApiDocument } from "./public-api.routes.ts";

/** Where the reference page's script is served (cached by browsers, unlike API answers). */
export const API_REFERENCE_SCRIPT = "/api/reference.js";

/** Scalar's settings: offline (no default fonts, no hosted proxy or AI helpers), our colours. */
const SCALAR_CONFIGURATION = {
  url: "/api/openapi.json",
  withDefaultFonts: false,
  hideClientButton: true,
  hideDarkModeToggle: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
  metaData: { title: `API Reference | ${BRAND_NAME}` },
  defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
  authentication: { preferredSecurityScheme: "apiKey" },
};

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;");

const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API Reference | ${BRAND_NAME}</title>
<meta name="description" content="The ${BRAND_NAME} API: permit reports, address suggestions and the permit assistant's answers for US addresses, with API keys billed in credits.">
<style>
  body { margin: 0; font-family: system-ui, sans-serif; }
  .permitlm-bar { display: flex; gap: 1rem; align-items: center; justify-content: space-between; flex-wrap: wrap; padding: 0.75rem 1.25rem; border-bottom: 1px solid #e2e8f0; background: #fff; }
  .permitlm-bar a { color: #1d4ed8; text-decoration: none; font-weight: 600; }
  .permitlm-bar a:hover, .permitlm-bar a:focus-visible { text-decoration: underline; }
  .permitlm-bar nav { display: flex; gap: 1rem; flex-wrap: wrap; }
</style>
</head>
<body>
<header class="permitlm-bar">
  <a href="/">${BRAND_NAME}</a>
  <nav aria-label="API">
    <a href="/docs">Guide</a>
    <a href="/account">Your API keys</a>
    <a href="/api/openapi.json">OpenAPI document</a>
  </nav>
</header>
<script id="api-reference" type="application/json" data-url="/api/openapi.json" data-configuration='${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}'></script>
<noscript><p>The interactive reference needs JavaScript. The <a href="/api/openapi.json">OpenAPI document</a> describes every route.</p></noscript>
<script src="${API_REFERENCE_SCRIPT}"></script>
</body>
</html>`;

/** Scalar's browser bundle (about 5 MB), compressed once on first use, not on each request. */
let bundle: { plain: Buffer; gzipped: Buffer } | null = null;
function referenceBundle() {
  if (!bundle) {
    // The package exports its browser bundle by its `browser` field only, beside its entry.
    const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
    const path = join(dirname(entry), "browser", "standalone.js");
    const plain = readFileSync(path);
    bundle = { plain, gzipped: gzipSync(plain) };
  }
  return bundle;
}

/** GET /api (the interactive reference), /api/openapi.json and the reference's script. */
export const apiReferenceRoutes = new Hono<AppEnv>()
  .get("/", (c) => {
    // Our pages' policy with no inline script: Scalar's bundle is served from here, and it
    // loads no fonts or scripts from elsewhere.
    c.header("Content-Security-Policy", pageContentSecurityPolicy([]));
    c.header("Cache-Control", "no-cache");
    return c.html(REFERENCE_PAGE);
  })
  .get("/openapi.json", (c) => {
    c.header("Access-Control-Allow-Origin", "*");
    return c.json(publicApiDocument(c.var.env.PUBLIC_URL ?? new URL(c.req.url).origin));
  })
  .get("/reference.js", (c) => {
    const { plain, gzipped } = referenceBundle();
    const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    c.header("Vary", "Accept-Encoding");
    if (gzip) c.header("Content-Encoding", "gzip");
    return c.body(new Uint8Array(gzip ? gzipped : plain));
  });
