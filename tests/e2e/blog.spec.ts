import { type APIRequestContext, expect, test } from "@playwright/test";
import { BLOG_ALIASES, GUIDE_SLUGS } from "../../src/shared/blog/guide.ts";
import { findGuide, findResource } from "../../src/content/guides.server.ts";
import { RESOURCE_SLUGS } from "../../src/shared/blog/resource.ts";
import {
  ANY_DEVICE,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
} from "./fixtures.ts";

const SPEC_CONTENT_LINKS = [
  "/",
  "/blog/housing-reform-new-laws-changing-permits",
  "/blog/digital-permitting",
  "/blog/housing-reform",
  "/blog/adu-guide",
  "/blog/affordable-housing",
  "/blog/small-projects",
  ...["california", "oregon", "washington", "vermont", "new-hampshire"].map(
    (state) => `/checklist/${state}`,
  ),
  ...RESOURCE_SLUGS.map((slug) => `/resources/${slug}`),
];

/** The page as a crawler gets it: the prerendered HTML, no JavaScript run. */
async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );

const hrefsIn = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);

/** Entities as the page writes them, so a guide's HTML can be found in the page verbatim. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

test.describe("blog", () => {
  test(
    "every guide's HTML has its title, its whole article and structured data, without JavaScript",
    ANY_DEVICE,
    async ({ request, baseURL }) => {
      for (const slug of GUIDE_SLUGS) {
        const guide = findGuide(slug)!;
        const html = await rawHtml(request, `/blog/${slug}`);
        expect(decodeEntities(html)).toContain(`<title>${guide.title} | PermitLM</title>`);
        // Every paragraph of the article is in the page as written.
        for (const paragraph of guide.bodyBefore.match(/<p>[\s\S]*?<\/p>/g) ?? [])
          expect(decodeEntities(html), `${slug}: ${paragraph.slice(0, 60)}`).toContain(
            decodeEntities(paragraph),
          );
        const blocks = jsonLdBlocks(html);
        const types = blocks.map((block) => block["@type"]);
        expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));
        if (guide.faq.length > 0) expect(types).toContain("FAQPage");
        if (guide.howTo) expect(types).toContain("HowTo");
        const article = blocks.find((block) => block["@type"] === "Article")!;
        expect(article).toMatchObject({
          headline: guide.title,
          datePublished: guide.publishDate,
          dateModified: guide.lastModified,
          author: { name: guide.author.name },
        });
        // The server's own address (its PUBLIC_URL), written in as it serves the page (ADR 027).
        expect(html).toContain(`<link rel="canonical" href="${baseURL}/blog/${slug}"/>`);
        expect(html).toContain('property="og:title"');
        expect(html).toContain('name="twitter:card"');
      }
    },
  );

  test(
    "every link in every guide and resource page answers (internal ones 200, outside ones well-formed)",
    ANY_DEVICE,
    async ({ request }) => {
      const pages = [
        ...GUIDE_SLUGS.map((slug) => `/blog/${slug}`),
        ...RESOURCE_SLUGS.map((slug) => `/resources/${slug}`),
      ];
      const internal = new Set<string>();
      const external = new Set<string>();
      for (const path of pages) {
        const slug = path.split("/").at(-1)!;
        const content = path.startsWith("/blog/")
          ? `${findGuide(slug)!.bodyBefore}${findGuide(slug)!.bodyAfter ?? ""}`
          : findResource(slug)!.html;
        // The page's own links (breadcrumb, tags, related articles) and its content's; the site's
        // top bar is not the post's.
        const main = /<main[\s\S]*<\/main>/.exec(await rawHtml(request, path))?.[0] ?? "";
        for (const href of [...hrefsIn(main), ...hrefsIn(content)]) {
          const link = decodeEntities(href);
          if (link.startsWith("/") && !link.startsWith("/assets/"))
            internal.add(link.split("#")[0]!);
          else if (/^https?:/.test(link)) external.add(link);
        }
      }
      expect(internal.size).toBeGreaterThan(80);
      // The links that appear inside blog content.
      expect([...internal]).toEqual(expect.arrayContaining(SPEC_CONTENT_LINKS));
      for (const link of internal) {
        const response = await request.get(link);
        expect(response.status(), link).toBe(200);
      }
      for (const link of external) expect(() => new URL(link), link).not.toThrow();
    },
  );

  test("the short guide addresses lead to their guides", ANY_DEVICE, async ({ request }) => {
    for (const [alias, slug] of Object.entries(BLOG_ALIASES)) {
      const response = await request.get(`/blog/${alias}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`/blog/${slug}`);
    }
  });

  test(
    "the sitemap, the RSS feed and robots.txt list the guides on the site's address",
    ANY_DEVICE,
    async ({ request, baseURL }) => {
      const sitemap = await rawHtml(request, "/sitemap.xml");
      for (const slug of GUIDE_SLUGS)
        expect(sitemap).toContain(`<loc>${baseURL}/blog/${slug}</loc>`);
      expect(sitemap).toContain(`<loc>${baseURL}/checklist/new-hampshire</loc>`);
      const rss = await rawHtml(request, "/rss.xml");
      expect(rss.match(/<item>/g)).toHaveLength(GUIDE_SLUGS.length);
      expect(await rawHtml(request, "/robots.txt")).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    },
  );
});

test("a guide's address box takes a signed-out reader through sign-in to the chat for that address", async ({
  page,
}, info) => {
  await page.goto("/blog/adu-state-mandates-permit-guide");
  await expect(page.getByRole("heading", { level: 1, name: /ADU/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
    "AI Deep Research",
  );
  await expectNoSeriousA11yViolations(page);
  const box = page.getByRole("combobox", { name: "Property address" });
  await box.scrollIntoViewIfNeeded();
  await saveScreenshot(page, "guide-address-box", info.project.name);
  await box.pressSequentially("350 5th Ave New York", { delay: 15 });
  await page.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat/);
  await createAccount(page, freshEmail(info, "guide"));
  await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: /New York, NY 10118/ })).toBeVisible();
  // Back on a guide, the top bar is the app's: the reader's balance, with buy and history.
  await page.goto("/blog/florida-high-wind-permits");
  const balance = page.getByRole("group", { name: "Credit balance" });
  await expect(balance).toContainText("20");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("tag chips and related articles lead to their pages", async ({ page }) => {
  await page.goto("/blog/texas-permit-patchwork");
  await page
    .getByRole("list", { name: "Tags" })
    .getByRole("link", { name: "Building Codes" })
    .click();
  await expect(page).toHaveURL(/\/blog\/tag\/building%20codes$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Guides tagged “Building Codes”" }),
  ).toBeVisible();
  await page.goto("/blog/texas-permit-patchwork");
  const related = page.getByRole("region", { name: "Related articles" });
  await related.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();
});

test("a guide loads only its address-box island, and its top bar opens without the app", async ({
  page,
  isMobile,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // The page's scripts break none of its Content-Security-Policy (each break is logged in the
  // browser's Issues panel, and costs the page its Lighthouse best-practices score).
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.goto("/blog/florida-high-wind-permits");
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(scripts[0]).toBe("/islands/article.js");
  expect(scripts.every((script) => script.startsWith("/islands/"))).toBe(true);
  if (isMobile) {
    const menu = page.getByLabel("Menu");
    await menu.click();
    await expect(page.getByRole("link", { name: /Search Permits/ })).toBeVisible();
    // Escape closes it, as in the app's top bar.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: /Search Permits/ })).toBeHidden();
    await expect(menu).toBeFocused();
  } else {
    await page.locator("summary", { hasText: "Permits" }).click();
    await expect(page.getByRole("link", { name: /Municipality Search/ })).toBeVisible();
    await page.locator("summary", { hasText: "Projects" }).click();
    // One group open at a time.
    await expect(page.getByRole("link", { name: /Municipality Search/ })).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: /My Projects/ })).toBeHidden();
  }
  // A reader who is not signed in sees Sign in where a signed-in one sees the balance.
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth$/);
});
