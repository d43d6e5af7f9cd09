import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Page, expect, test } from "@playwright/test";
import { ANY_DEVICE, expectNoSeriousA11yViolations, saveScreenshot } from "./fixtures.ts";

// The permit check another site embeds with one script tag. The host page is served
// from another origin (localhost on its own port, while the app is 127.0.0.1: another site, not
// only another origin), so the browser applies everything it would on a real customer's site.

const FRAME_TITLE = "Permit check by PermitLM";

let host: Server;
let hostOrigin: string;

/** A contractor's page: some text, then the snippet, with the options given. */
function hostPage(appOrigin: string, attributes: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme Builders</title>
<style>body{font-family:sans-serif;max-width:720px;margin:0 auto;padding:16px;background:#f4f1ea}</style>
</head><body><h1>Acme Builders</h1><p>Planning a deck or a remodel? Check the permit rules first.</p>
<div id="permit-check"></div>
<script src="${appOrigin}/widget.js" ${attributes} async></script>
<p id="after">We build decks, kitchens and additions.</p>
<iframe id="framed-page" title="Another page" src="${appOrigin}/components"></iframe>
</body></html>`;
}

test.beforeAll(async ({ baseURL }) => {
  const appOrigin = new URL(baseURL ?? "").origin;
  host = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    response.end(hostPage(appOrigin, url.searchParams.get("attributes") ?? ""));
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

const openHost = (page: Page, attributes: string) =>
  page.goto(`${hostOrigin}/?attributes=${encodeURIComponent(attributes)}`);

test.describe("the embeddable permit check", () => {
  test("another site's page loads the widget; a visitor picks an address and reads the summary", async ({
    page,
    baseURL,
  }, info) => {
    const appOrigin = new URL(baseURL ?? "").origin;
    await openHost(page, 'data-theme="dark" data-accent="#C2410C" data-target="#permit-check"');
    const iframe = page.getByTitle(FRAME_TITLE);
    // In the element data-target named, from our origin, with the options validated.
    await expect(page.locator("#permit-check iframe")).toHaveCount(1);
    const src = new URL((await iframe.getAttribute("src")) ?? "");
    expect(src.origin).toBe(appOrigin);
    expect(src.searchParams.get("theme")).toBe("dark");
    expect(src.searchParams.get("accent")).toBe("#c2410c");

    const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
    await expect(
      frame.getByRole("heading", { name: "Check permits for an address" }),
    ).toBeVisible();
    await expect(frame.locator("html")).toHaveAttribute("data-widget-theme", "dark");
    // Shown once the page reported its height, sized to it (not the loader's first guess).
    await expect(iframe).toBeVisible();
    const heightBefore = (await iframe.boundingBox())?.height ?? 0;

    const box = frame.getByRole("combobox", { name: "Property address" });
    await box.pressSequentially("1234 Elm St 78701", { delay: 10 });
    await expect(frame.getByRole("option").first()).toBeVisible();
    // The frame grew to show the suggestions rather than cutting them off.
    await expect
      .poll(async () => (await iframe.boundingBox())?.height ?? 0)
      .toBeGreaterThan(heightBefore + 40);
    await saveScreenshot(page, "widget-suggestions", info.project.name);
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /option-0$/);
    await box.press("Enter");

    await expect(frame.getByRole("heading", { name: /Austin/ })).toBeVisible();
    await expect(frame.getByText(/Permits here are issued by/)).toBeVisible();
    await expect(frame.getByRole("heading", { name: "Codes in force" })).toBeVisible();
    const projects = frame
      .getByRole("region", { name: "Do these need a permit?" })
      .getByRole("listitem");
    expect(await projects.count()).toBeGreaterThanOrEqual(3);
    expect(await projects.count()).toBeLessThanOrEqual(5);
    await expect(
      projects
        .first()
        .getByRole("link", { name: /Source|IRC|Code/ })
        .first(),
    ).toBeVisible();

    // The whole summary is on the host page: the frame is as tall as its content.
    const frameBox = await iframe.boundingBox();
    const contentHeight = await frame
      .locator("#permit-check-island")
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(Math.abs((frameBox?.height ?? 0) - contentHeight)).toBeLessThanOrEqual(2);
    await saveScreenshot(page, "widget-report", info.project.name);

    const fullReport = frame.getByRole("link", { name: /Full report and chat on PermitLM/ });
    await expect(fullReport).toHaveAttribute("target", "_blank");
    await expect(fullReport).toHaveAttribute("rel", /noopener/);
    const href = await fullReport.evaluate((link: HTMLAnchorElement) => link.href);
    expect(new URL(href).origin).toBe(appOrigin);
    expect(new URL(href).pathname).toBe("/permits/search");
    expect(new URL(href).searchParams.get("address")).toMatch(/1234 Elm St/);
    const [reportTab] = await Promise.all([
      page.context().waitForEvent("page"),
      fullReport.click(),
    ]);
    await expect(reportTab).toHaveURL(new RegExp(`^${appOrigin}/permits/search\\?address=`));
    await expect(reportTab.getByRole("heading", { name: "Common projects" })).toBeVisible();
  });

  // Flaky on a loaded machine: the address box's suggestions, arriving after Escape, can cover
  // the Check button (a pointer click then waits) or take the key press. The embed page's
  // component test covers this state until the box ignores answers that come after Escape.
  test.fixme("an address we cannot place says so, without a retry that would not help", async ({
    page,
  }) => {
    await openHost(page, "");
    // Without data-target the frame goes right after the script tag.
    await expect(page.locator("script[src$='/widget.js'] + iframe")).toHaveCount(1);
    const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
    // Hydrated (the theme is set after hydration): typed earlier, the text would be reset.
    await expect(frame.locator("html")).toHaveAttribute("data-widget-theme", "light");
    const box = frame.getByRole("combobox", { name: "Property address" });
    await box.fill("12 Nowhere Lane");
    await box.press("Escape");
    // As a keyboard user sends it: suggestions arriving late may cover the button for a pointer.
    const check = frame.getByRole("button", { name: "Check" });
    await check.focus();
    await check.press("Enter");
    await expect(frame.getByRole("alert")).toContainText(/could not tell which state/);
    await expect(frame.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test(
    "only the embed page may be framed: another page of ours stays out of the host's frame",
    ANY_DEVICE,
    async ({ page, baseURL, request }) => {
      const appOrigin = new URL(baseURL ?? "").origin;
      await openHost(page, "");
      await page.waitForLoadState("load");
      // The widget's frame shows our page; the plain iframe of /components was refused: its frame
      // holds the browser's error page, not ours.
      const widgetFrame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
      await expect(
        widgetFrame.getByRole("heading", { name: "Check permits for an address" }),
      ).toBeVisible();
      const refused = await (await page.locator("#framed-page").elementHandle())?.contentFrame();
      expect(refused?.url()).not.toContain(appOrigin);

      const embed = await request.get("/embed/permit-check");
      expect(embed.headers()["x-frame-options"]).toBeUndefined();
      expect(embed.headers()["content-security-policy"]).toContain("frame-ancestors *");
      for (const path of ["/components", "/", "/permits/search"]) {
        const other = await request.get(path);
        expect(other.headers()["x-frame-options"], path).toBe("DENY");
        expect(other.headers()["content-security-policy"], path).toContain(
          "frame-ancestors 'none'",
        );
      }
      const script = await request.get("/widget.js");
      expect(script.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    },
  );
});

test("/components shows the live widget from its own snippet", async ({ page }, info) => {
  await page.goto("/components");
  await expect(page.getByRole("heading", { level: 1, name: "Components" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Not Found" })).toHaveCount(0);
  const snippet = page.locator("pre code");
  await expect(snippet).toContainText(`/widget.js" data-theme="light" async></script>`);
  const frame = page.frameLocator(`iframe[title="${FRAME_TITLE}"]`);
  await expect(frame.getByRole("heading", { name: "Check permits for an address" })).toBeVisible();
  await page.getByRole("radio", { name: "dark" }).check();
  await expect(snippet).toContainText('data-theme="dark"');
  await expect(frame.locator("html")).toHaveAttribute("data-widget-theme", "dark");
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, "components", info.project.name);
});
