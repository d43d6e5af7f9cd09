import { expect, test } from "@playwright/test";
import {
  E2E_PASSWORD,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
} from "./fixtures.ts";

const ADDRESS = "600 Congress Ave, Austin, TX 78701";

test.describe("a new user's first visit", () => {
  test("a shared report link, then sign-up with its reason, lands in a chat that fits the screen", async ({
    page,
  }, info) => {
    await page.goto(`/permits/search?address=${encodeURIComponent(ADDRESS)}`);
    // The shared link fills its search box.
    await expect(page.getByRole("combobox", { name: "Property address" })).toHaveValue(ADDRESS);
    await page.getByRole("button", { name: "Ask about your project" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat/);
    // The sign-in page says why it is there.
    await expect(
      page.getByText("Sign in to ask about 600 Congress Ave — new accounts get 20 free credits."),
    ).toBeVisible();
    await createAccount(page, freshEmail(info, "first-visit"));
    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);

    // The chat fits the screen: the input is in view, and focused, ready to type.
    const input = page.getByRole("textbox", { name: "Message" });
    await expect(input).toBeFocused();
    const box = await input.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "first-visit-chat", info.project.name);

    // The landing page gives a signed-in visitor a way into the product.
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Go to My Projects" })).toBeVisible();
    await saveScreenshot(page, "first-visit-landing", info.project.name);
  });

  test("signing in from the landing page's path goes to My Projects, not the waitlist", async ({
    page,
  }, info) => {
    const email = freshEmail(info, "returning");
    await page.goto("/auth");
    await createAccount(page, email);
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { level: 1, name: "My Projects" })).toBeVisible();

    // Signed out and back in, from a link that named the landing page.
    await page.context().clearCookies();
    await page.goto("/auth?redirectTo=%2F");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});
