import { type Locator, type Page, expect, test } from "@playwright/test";
import { NAV_GROUPS } from "#web/features/navigation/nav-groups.ts";
import { ANY_DEVICE, expectNoSeriousA11yViolations, saveScreenshot } from "./fixtures.ts";

/**
 * Hovers the Resources group until `item` shows. A page's top bar works once it has hydrated
 * (on a guide, its island): a hover before that opens nothing, so hover again.
 */
async function openResources(page: Page, item: Locator) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Resources" }).hover();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

test.describe("top navigation bar", () => {
  test("no link of the top bar leads to Not Found", ANY_DEVICE, async ({ page }) => {
    for (const { href } of NAV_GROUPS.flatMap((group) => group.items)) {
      const response = await page.goto(href);
      expect(response?.status(), href).toBeLessThan(400);
      // A page of the app, or a visitor sent to sign in first; never the app's Not Found.
      await expect(page.getByRole("heading", { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Not Found" }), href).toHaveCount(0);
    }
  });

  test("desktop: dropdowns open on hover and by keyboard, items navigate", async ({
    page,
  }, info) => {
    test.skip(info.project.name !== "desktop", "desktop layout");
    await page.goto("/blog");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    const intro = page.getByRole("link", { name: /Introduction/ });
    await openResources(page, intro);
    await expect(intro).toContainText("Get started with the basics: reports, answers and credits.");
    await saveScreenshot(page, "nav-resources", info.project.name);
    await expectNoSeriousA11yViolations(page);
    // The Resources group's pages exist (they once showed Not Found). The checks
    // above may have let the menu close: open it again.
    await openResources(page, intro);
    await intro.click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(page.getByRole("heading", { level: 1, name: "User guide" })).toBeVisible();
    const examples = page.getByRole("link", { name: /Examples/ });
    await openResources(page, examples);
    await examples.click();
    await expect(page).toHaveURL(/\/examples$/);
    await expect(page.getByRole("heading", { level: 1, name: "Examples" })).toBeVisible();
    // The API reference is the server's page, not the app's: a full load, never the app's 404.
    const reference = page.getByRole("link", { name: /API Reference/ });
    await openResources(page, reference);
    await reference.click();
    await expect(page).toHaveURL(/\/api$/);
    // Our own header of the page, there before Scalar's bundle (5 MB) has drawn the reference.
    await expect(page).toHaveTitle(/API Reference/);
    await expect(page.getByRole("link", { name: "Your API keys" })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/examples$/);

    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Projects" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: /Create Project/ })).toBeVisible();
    await page.getByRole("link", { name: /My Projects/ }).click();
    // My Projects needs an account: a visitor is asked to sign in first.
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprojects$/);

    await page.getByRole("link", { name: "PermitLM" }).click();
    await expect(page.getByRole("heading", { name: "COMING SOON" })).toBeVisible();
  });

  test("phone: the menu hides behind a toggle", async ({ page }, info) => {
    test.skip(info.project.name !== "phone", "phone layout");
    await page.goto("/experts");
    await expect(page.getByRole("button", { name: "Resources" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("link", { name: /Search Permits/ })).toBeVisible();
    await saveScreenshot(page, "nav-open", info.project.name);
    await expectNoSeriousA11yViolations(page);
    // Escape closes the menu and gives focus back to its button.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: /Search Permits/ })).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await page.getByRole("link", { name: /Municipality Search/ }).click();
    await expect(page).toHaveURL(/\/municipality-search$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
