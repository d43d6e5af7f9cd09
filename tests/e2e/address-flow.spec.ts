import { type Page, type TestInfo, expect, test } from "@playwright/test";
import {
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
  storeAddressInBrowser,
} from "./fixtures.ts";

const ARTICLE = "/blog/understanding-building-permits";

/** Signs up from /auth and stays signed in for the rest of the test. */
async function signedIn(page: Page, info: TestInfo, label: string) {
  await page.goto("/auth");
  await createAccount(page, freshEmail(info, label));
}

test.describe("address flow", () => {
  test("a visitor picks a suggestion in an article, signs up, and lands in the project chat with that address", async ({
    page,
  }, info) => {
    await page.goto(ARTICLE);
    await expect(
      page.getByRole("heading", { name: "Content for understanding-building-permits" }),
    ).toBeVisible();
    const box = page.getByRole("combobox", { name: "Property address" });
    await expect(box).toHaveAttribute("placeholder", "Enter your property address...");
    await expect(page.getByRole("button", { name: "Search" })).toBeDisabled();

    await box.pressSequentially("1600 Pennsylvania Ave NW, Wash", { delay: 15 });
    const first = page.getByRole("option").first();
    await expect(first).toContainText("1600 Pennsylvania Ave NW");
    await expect(first).toContainText("Washington, DC 20500");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "address-suggestions", info.project.name);

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat/);
    await createAccount(page, freshEmail(info, "flow"));

    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
    const summary = page.getByRole("region", {
      name: "1600 Pennsylvania Ave NW, Washington, DC 20500",
    });
    await expect(summary).toBeVisible();
    await expect(summary.getByText("Location only")).toBeVisible();
    const stored = await page.evaluate(() => ({
      local: localStorage.getItem("pendingAddress"),
      session: sessionStorage.getItem("pendingAddress"),
      selected: localStorage.getItem("selectedAddress"),
      pendingAction: localStorage.getItem("pendingAction"),
      record: JSON.parse(localStorage.getItem("pendingAddressSession") ?? "null"),
    }));
    expect(stored).toMatchObject({
      local: "1600 Pennsylvania Ave NW, Washington, DC 20500",
      session: "1600 Pennsylvania Ave NW, Washington, DC 20500",
      selected: "1600 Pennsylvania Ave NW, Washington, DC 20500",
      pendingAction: null, // read once, then cleared
      record: {
        address: "1600 Pennsylvania Ave NW, Washington, DC 20500",
        sessionToken: expect.any(String),
      },
    });
    await saveScreenshot(page, "project-setup", info.project.name);
  });

  test("with no suggestions the typed address is searched as it is", async ({ page }, info) => {
    await signedIn(page, info, "typed");
    await page.goto(ARTICLE);
    const box = page.getByRole("combobox", { name: "Property address" });
    await box.pressSequentially("9 Qqqq Rd, Zzzzqqq", { delay: 10 });
    await expect(
      page.getByText(
        "No address suggestions found. You can still enter your address manually and click Search.",
      ),
    ).toBeVisible();
    const search = page.getByRole("button", { name: "Search" });
    await expect(search).toBeEnabled();
    await search.click();
    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
    const summary = page.getByRole("region", { name: "9 Qqqq Rd, Zzzzqqq" });
    await expect(summary.getByText("Sample data")).toBeVisible();
    await expect(
      summary.getByText(
        "We found no records for this address: the figures below are examples, not facts about this property. Answers use the address as you typed it.",
      ),
    ).toBeVisible();
    // The sample's city never stands in for where the property is.
    await expect(page.getByText(/San Francisco/)).toHaveCount(0);
  });

  test("Try Example Address opens the chat for the sample address", async ({ page }, info) => {
    await signedIn(page, info, "example");
    await page.goto(ARTICLE);
    await page.getByRole("button", { name: "Try Example Address" }).click();
    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("region", { name: "1 Dr Carlton B Goodlett Pl, San Francisco, CA 94102" }),
    ).toBeVisible();
  });

  test("an address stored 31 minutes ago is no longer used; one stored 29 minutes ago is", async ({
    page,
  }, info) => {
    await signedIn(page, info, "stale");
    await storeAddressInBrowser(page, "10 Main St, Portland, OR 97201", 31);
    await page.goto("/project-setup-chat");
    await expect(page.getByText("No Address Selected", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Please select a property address to start your project chat.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem("pendingAddress"))).toBeNull();

    await storeAddressInBrowser(page, "10 Main St, Portland, OR 97201", 29);
    await page.goto("/project-setup-chat");
    await expect(
      page.getByRole("region", { name: "10 Main St, Portland, OR 97201" }),
    ).toBeVisible();
  });
});
