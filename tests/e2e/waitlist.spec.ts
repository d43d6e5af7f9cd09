import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, isPhone, saveScreenshot } from "./fixtures.ts";

test.describe("waitlist landing page", () => {
  test("joins, refuses the same address again, and refuses text that is not an e-mail", async ({
    page,
  }, info) => {
    const email = `e2e-${info.project.name}-${Date.now()}@example.com`;
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "COMING SOON" })).toBeVisible();
    await expect(page.getByText("AI-powered architectural permit platform")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "landing", info.project.name);

    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Thanks! You're on the list.")).toBeVisible();

    await page.goto("/coming-soon");
    await page.getByLabel("Email address").fill(`  ${email.toUpperCase()}  `);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Already Signed Up", { exact: true })).toBeVisible();
    await expect(
      page.getByText("This email is already on our waitlist!", { exact: true }),
    ).toBeVisible();
    await saveScreenshot(page, "landing-toast", info.project.name);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel("Email address").fill("foo");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Invalid Email", { exact: true })).toBeVisible();
    await expect(page.getByText("Already Signed Up", { exact: true })).toHaveCount(0);

    await page.keyboard.press("F8");
    // F8 moves focus into the notification region (Radix focuses its toast list).
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByRole("list"),
    ).toBeFocused();
  });

  test("the heading fits one line on a laptop; joining after a refused address clears its toast and focuses the thanks", async ({
    page,
  }, info) => {
    await page.goto("/");
    const heading = page.getByRole("heading", { name: "COMING SOON" });
    const lines = await heading.evaluate((element) => {
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    });
    // One line on a laptop; on a phone its two words may stack, never a word broken.
    expect(lines).toBe(isPhone(info) ? 2 : 1);

    await page.getByLabel("Email address").fill("foo");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    await expect(page.getByText("Invalid Email", { exact: true })).toBeVisible();
    await page
      .getByLabel("Email address")
      .fill(`e2e-later-${info.project.name}-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Join Waitlist" }).click();
    const thanks = page.getByText("Thanks! You're on the list.");
    await expect(thanks).toBeFocused();
    await expect(page.getByText("Invalid Email", { exact: true })).toHaveCount(0);
    await saveScreenshot(page, "landing-joined", info.project.name);
  });

  test("is in the HTML without JavaScript and loads only the island's scripts", async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await noScript.newPage();
    await staticPage.goto("/");
    await expect(staticPage.getByRole("heading", { name: "COMING SOON" })).toBeVisible();
    await expect(staticPage.getByRole("button", { name: "Join Waitlist" })).toBeVisible();
    await noScript.close();

    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // The island and the chunks it shares with the other islands (react-dom and the toaster;
    // the session probe, which the article and embed islands share too), all imported by the
    // island itself, so fetched side by side; never the app's router bundle.
    expect(scripts[0]).toBe("/islands/waitlist.js");
    expect(scripts.every((script) => script.startsWith("/islands/"))).toBe(true);
    expect(scripts.length).toBeLessThanOrEqual(3);
  });
});
