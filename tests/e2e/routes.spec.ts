import { expect, test } from "@playwright/test";
import { ANY_DEVICE, expectNoSeriousA11yViolations } from "./fixtures.ts";

/** Every page path of the app (and the policy pages), with what its page must show. */
const PAGES: { path: string; heading: string | RegExp; text?: string; status?: number }[] = [
  { path: "/", heading: "COMING SOON" },
  { path: "/coming-soon", heading: "COMING SOON" },
  {
    path: "/blog",
    heading: "Deep Research Resources",
    text: "Guides and resources for building permits and construction projects.",
  },
  {
    path: "/blog/no-such-post",
    heading: "Post Not Found",
    text: "The blog post you're looking for doesn't exist.",
    status: 404,
  },
  { path: "/blog/category/guide", heading: "Category: Guide" },
  { path: "/blog/tag/adu", heading: /Guides tagged/ },
  {
    path: "/experts",
    heading: "Our Experts",
    text: "Connect with our team of permit and building code experts.",
  },
  {
    path: "/checklists",
    heading: "State-by-State Permit Checklists",
    text: "Permit checklists organized by state and municipality.",
  },
  {
    path: "/about-us",
    heading: "About",
    text: "PermitLM is an AI-powered assistant for navigating building permits and construction projects.",
  },
  {
    path: "/docs",
    heading: "User guide",
    text: "Get started with PermitLM: the free permit report, the permit chat and its credits, where the answers come from, projects, and the API.",
  },
  { path: "/docs/credits", heading: "How credits work", text: "Each chat message costs 2 credits" },
  { path: "/docs/api", heading: "API quick start" },
  {
    path: "/docs/no-such-topic",
    heading: "Not Found",
    text: "The user guide has no page at this address.",
    status: 404,
  },
  { path: "/examples", heading: "Examples", text: "City of Portland (city)" },
  { path: "/auth", heading: "Sign in to PermitLM" },
  { path: "/terms", heading: "Terms of Service", text: "Each chat message costs 2 credits." },
  { path: "/privacy", heading: "Privacy Policy" },
  { path: "/refunds", heading: "Refund Policy", text: "Failed answers: refunded automatically" },
  { path: "/contact", heading: "Contact" },
];

for (const { path, heading, text, status = 200 } of PAGES) {
  test(
    `${path} answers ${status} with its page and the site footer`,
    ANY_DEVICE,
    async ({ page }) => {
      const blocked: string[] = [];
      page.on("console", (message) => {
        if (message.text().includes("Content Security Policy")) blocked.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const footer = page.getByRole("navigation", { name: "Site" });
      for (const name of ["Terms", "Privacy", "Refunds", "Contact"])
        await expect(footer.getByRole("link", { name })).toBeVisible();
      if (text) await expect(page.getByText(text)).toBeVisible();
      await expect(page).toHaveTitle(/ \| PermitLM$/);
      await expectNoSeriousA11yViolations(page);
      expect(blocked, "the page runs within its own Content-Security-Policy").toEqual([]);
    },
  );
}

test(
  "the project setup chat sends a visitor without a session to /auth with the return address",
  ANY_DEVICE,
  async ({ page }) => {
    const response = await page.goto("/project-setup-chat/p-1/s-1");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat%2Fp-1%2Fs-1$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Sign in to PermitLM" }),
    ).toBeVisible();
  },
);

test("an unknown path answers 404 and shows Not Found", ANY_DEVICE, async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Not Found" })).toBeVisible();
  await expect(page).toHaveTitle("Page Not Found | PermitLM");
  await expectNoSeriousA11yViolations(page);
});

test("the user guide's sidebar and links lead from topic to topic", async ({ page }) => {
  await page.goto("/docs");
  await page.getByRole("link", { name: /How answers are sourced/ }).click();
  await expect(page).toHaveURL(/\/docs\/sources$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "How answers are sourced" }),
  ).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "User guide" });
  await expect(sidebar.getByRole("link", { name: "How answers are sourced" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // A link inside the guide's Markdown goes to another topic, and the sidebar follows it.
  await page.getByRole("link", { name: "How credits work" }).first().click();
  await expect(page).toHaveURL(/\/docs\/credits$/);
  await expect(page.getByRole("heading", { level: 1, name: "How credits work" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "How credits work" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page
    .getByRole("navigation", { name: "Previous and next topics" })
    .getByRole("link", { name: /Next/ })
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "How answers are sourced" }),
  ).toBeVisible();
});

test("an example card links into the live report of its address", ANY_DEVICE, async ({ page }) => {
  await page.goto("/examples");
  await page
    .getByRole("link", {
      name: "See the full permit report for 2140 Hamilton Rd, Okemos, MI 48864",
    })
    .click();
  await expect(page).toHaveURL(/\/permits\/search\?address=2140%20Hamilton%20Rd/);
  await expect(page.getByText("Meridian Township").first()).toBeVisible();
});
