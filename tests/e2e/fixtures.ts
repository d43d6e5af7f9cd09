import AxeBuilder from "@axe-core/playwright";
import { type Locator, type Page, type TestInfo, expect } from "@playwright/test";

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Radix NavigationMenu puts an aria-hidden focus proxy after an open trigger; it hands focus
    // straight on to the menu content, so it never holds focus itself.
    .exclude('button[aria-controls] + span[aria-hidden="true"][tabindex="0"]')
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    );
  expect(serious).toEqual([]);
}

/** Saves a full-page screenshot under test-results/screenshots, kept as a CI artifact. */
export async function saveScreenshot(page: Page, name: string, projectName: string) {
  await page.screenshot({
    path: `test-results/screenshots/${projectName}-${name}.png`,
    fullPage: true,
  });
}

export const E2E_PASSWORD = "correct horse battery staple";

/** Creates an account on the /auth page and waits until it is signed in. */
export async function createAccount(page: Page, email: string) {
  await page.getByRole("tab", { name: "Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Signed in successfully", { exact: true })).toBeVisible();
}

/** Stores an address as the address flow does, `minutesAgo` minutes ago (the page must be open). */
export async function storeAddressInBrowser(page: Page, address: string, minutesAgo = 0) {
  await page.evaluate(
    ({ address, timestamp }) => {
      localStorage.setItem("pendingAddress", address);
      sessionStorage.setItem("pendingAddress", address);
      localStorage.setItem("selectedAddress", address);
      localStorage.setItem("pendingAddressSession", JSON.stringify({ address, timestamp }));
    },
    { address, timestamp: Date.now() - minutesAgo * 60_000 },
  );
}

export function freshEmail(info: TestInfo, label: string) {
  return `e2e-${label}-${info.project.name}-${Date.now()}@example.com`;
}

export const isPhone = (info: TestInfo) => info.project.name === "phone";

/**
 * A test whose outcome cannot depend on the screen (status codes, feeds, headers, HTML without
 * JavaScript, curl): it runs on the desktop project only, which keeps the suite's time in CI.
 */
export const ANY_DEVICE = { tag: "@any-device" };

/** The compact balance of the top bar (role queries skip the copy hidden at this width). */
export function topBarBalance(page: Page): Locator {
  return page.getByRole("group", { name: "Credit balance" });
}

/** The number inside a balance widget. */
export function amountIn(widget: Locator): Locator {
  return widget.locator("[aria-live]");
}
