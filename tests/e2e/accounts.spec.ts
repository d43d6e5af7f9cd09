import { expect, test } from "@playwright/test";
import {
  E2E_PASSWORD as PASSWORD,
  amountIn,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  isPhone,
  saveScreenshot,
  storeAddressInBrowser,
  topBarBalance,
} from "./fixtures.ts";

test.describe("accounts and credits", () => {
  test("a new account gets 20 credits, buys a pack in the test checkout, and sees balance and history update live", async ({
    page,
  }, info) => {
    const email = freshEmail(info, "buyer");

    // Sign up from the top bar's "Sign in" link, which brings the user back to the page.
    await page.goto("/blog");
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fblog$/);
    await expectNoSeriousA11yViolations(page);
    await createAccount(page, email);
    await expect(page).toHaveURL(/\/blog$/);
    await expect(
      page.getByText(`Welcome to PermitLM, ${email.split("@")[0]}!`, { exact: true }),
    ).toBeVisible();

    // At both widths the balance is in the bar itself, not behind the phone's menu.
    const compact = topBarBalance(page);
    await expect(amountIn(compact)).toHaveText("20 credits");
    await expect(compact).toHaveAttribute("data-level", "low");
    await expect(amountIn(compact)).toHaveClass(/yellow/);
    await saveScreenshot(page, "accounts-top-bar", info.project.name);

    // The account page: the full balance, with the low-balance note under 50.
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    const full = page.getByRole("region", { name: "Credit balance" });
    await expect(amountIn(full)).toHaveText("20");
    await expect(amountIn(full)).toHaveClass(/yellow/);
    await expect(full.getByText("Low balance - consider purchasing more")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "accounts-account", info.project.name);

    // Buy Credits → the dialog → the Basic Pack opens the test checkout in a new tab.
    await full.getByRole("button", { name: "Buy Credits" }).click();
    const dialog = page.getByRole("dialog", { name: "Purchase Credits" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: /Popular Pack/ })).toContainText("Popular");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "accounts-purchase-dialog", info.project.name);
    const checkoutOpened = page.context().waitForEvent("page");
    await dialog.getByRole("button", { name: /Basic Pack/ }).click();
    const checkout = await checkoutOpened;
    await expect(dialog).toBeHidden();

    await expect(checkout).toHaveURL(/\/checkout\/test\/[^/]+$/);
    await expect(checkout.getByText("Test mode — no card is charged")).toBeVisible();
    await expect(checkout.getByText("Basic Pack")).toBeVisible();
    await expect(checkout.getByText("$6.00").first()).toBeVisible();
    await expectNoSeriousA11yViolations(checkout);
    await saveScreenshot(checkout, "accounts-test-checkout", info.project.name);
    await checkout.getByRole("button", { name: "Pay $6.00" }).click();
    await expect(
      checkout.getByText("Payment complete. 1,000 credits were added to your balance."),
    ).toBeVisible();
    await checkout.close();

    // Back in the first tab, without reloading: the live stream brought the new balance.
    await expect(amountIn(full)).toHaveText("1,020");
    await expect(amountIn(full)).toHaveClass(/green/);
    await expect(full.getByText("Low balance - consider purchasing more")).toBeHidden();

    // History: both entries with the balance they left, in both orders.
    await full.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "Transaction History" });
    const rows = history.getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText("Purchase");
    await expect(rows.nth(0)).toContainText("+1,000");
    await expect(rows.nth(0)).toContainText("Balance: 1,020");
    await expect(rows.nth(1)).toContainText("Signup Bonus");
    await expect(rows.nth(1)).toContainText("+20");
    await expect(rows.nth(1)).toContainText("Balance: 20");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "accounts-history", info.project.name);

    await history.getByRole("button", { name: "Newest First" }).click();
    await expect(history.getByRole("button", { name: "Oldest First" })).toBeVisible();
    await expect(rows.nth(0)).toContainText("Signup Bonus");
    await expect(rows.nth(1)).toContainText("Purchase");
    await expect(rows.nth(1)).toContainText("Balance: 1,020");
    await history.getByRole("button", { name: "Close" }).click();
    await expect(history).toBeHidden();

    await expect(amountIn(topBarBalance(page))).toHaveText("1,020 credits");
  });

  test("a protected page sends a visitor to sign in and back; Logout signs out", async ({
    page,
  }, info) => {
    const email = freshEmail(info, "returning");

    await page.goto("/blog");
    await storeAddressInBrowser(page, "10 Main St, Portland, OR 97201");
    await page.goto("/project-setup-chat");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat$/);
    await createAccount(page, email);
    // The chat saves the address as a project and moves to the project's own address.
    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
    const projectPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: "Project Setup Chat" })).toBeVisible();
    await expect(page).toHaveTitle("Project Setup Chat | PermitLM");

    if (isPhone(info)) {
      // On a phone the account's entries are a group of the menu, after the product's groups.
      await page.getByRole("button", { name: "Open menu" }).click();
      const account = page.getByRole("region", { name: "Account" });
      await expect(account).toContainText(`Signed in as ${email}`);
      await expect(account.getByRole("link", { name: "Profile" })).toBeVisible();
      await expect(account.getByRole("link", { name: "Settings" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, "accounts-phone-menu", info.project.name);
      await account.getByRole("button", { name: "Logout" }).click();
    } else {
      await page.getByRole("button", { name: "Account menu" }).click();
      await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible();
      await expect(page.getByRole("menuitem", { name: "Settings" })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("menuitem", { name: "Logout" }).click();
    }
    await expect(page.getByText("Signed out successfully", { exact: true })).toBeVisible();
    await expect(
      page.getByText("You have been logged out of your account.", { exact: true }),
    ).toBeVisible();

    // Signed out on a protected page: straight back to sign-in, then back here after it.
    await expect(page).toHaveURL(
      new RegExp(`/auth\\?redirectTo=${encodeURIComponent(projectPath)}$`),
    );
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(
      page.getByText(`Welcome back, ${email.split("@")[0]}!`, { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Project Setup Chat" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "10 Main St, Portland, OR 97201" }),
    ).toBeVisible();
  });
});
