import { Hono } from "hono";
import { BLOG_ALIASES } from "#shared/blog/guide.ts";
import { blogPagePaths, findGuide, listGuides } from "#content/guides.server.ts";
import { BRAND_NAME, PRERENDERED_PATHS } from "#shared/site.ts";
import { FRAMEABLE_PAGE_PATHS } from "#shared/widget.ts";
import type { AppEnv } from "../app-env.ts";

/** The public pages rendered in the browser, which search engines may still list. */
const APP_PAGES = ["/permits/search", "/municipality-search"];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const xml = (body: string, type = "application/xml") =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": "public, max-age=3600" },
  });

/**
 * What search engines and feed readers read: robots.txt, sitemap.xml and the guides' RSS feed,
 * on the site's own address (PUBLIC_URL); and the short guide addresses (`BLOG_ALIASES`), sent on.
 */
export const feedRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${c.var.env.PUBLIC_URL}/sitemap.xml\n`,
    ),
  )
  .get("/sitemap.xml", (c) => {
    const origin = c.var.env.PUBLIC_URL;
    const states = [...c.var.services.knowledge.states.values()].map(
      (state) => `/checklist/${state.slug}`,
    );
    const paths = [
      ...new Set([...PRERENDERED_PATHS, ...blogPagePaths(), ...APP_PAGES, ...states]),
      // The embed page is a frame for other sites (noindex), not a page of ours to list.
    ].filter((path) => !FRAMEABLE_PAGE_PATHS.includes(path));
    const entries = paths.map((path) => {
      const guide = path.startsWith("/blog/") ? findGuide(path.slice("/blog/".length)) : null;
      const lastmod = guide ? `<lastmod>${guide.lastModified}</lastmod>` : "";
      return `  <url><loc>${escapeXml(origin + encodeURI(path))}</loc>${lastmod}</url>`;
    });
    return xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`,
    );
  })
  .get("/rss.xml", (c) => {
    const origin = c.var.env.PUBLIC_URL;
    const items = listGuides().map((guide) => {
      const link = escapeXml(`${origin}${guide.url}`);
      const published = new Date(`${guide.publishDate}T12:00:00Z`).toUTCString();
      return [
        "    <item>",
        `      <title>${escapeXml(guide.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${published}</pubDate>`,
        `      <description>${escapeXml(guide.description)}</description>`,
        ...guide.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ].join("\n");
    });
    return xml(
      [
        '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
        "  <channel>",
        `    <title>${BRAND_NAME} AI Deep Research</title>`,
        `    <link>${escapeXml(`${origin}/blog`)}</link>`,
        `    <atom:link href="${escapeXml(`${origin}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
        "    <description>Guides to US building permits, codes, ADUs and housing reform.</description>",
        "    <language>en-us</language>",
        ...items,
        "  </channel>",
        "</rss>",
        "",
      ].join("\n"),
      "application/rss+xml",
    );
  })
  .get("/blog/:alias", (c, next) => {
    const target = BLOG_ALIASES[c.req.param("alias")];
    return target ? c.redirect(`/blog/${target}`, 301) : next();
  });
