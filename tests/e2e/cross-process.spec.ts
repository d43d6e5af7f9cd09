import { expect, test } from "@playwright/test";
import { CLUSTER_PORTS } from "../../playwright.config.ts";
import { amountIn, createAccount, freshEmail, storeAddressInBrowser } from "./fixtures.ts";

// Two server processes on one PostgreSQL database, as a deploy runs them behind a load balancer.
// One browser has a tab on each process (cookies are per host, so the tabs share the session):
// what one process does must reach the page served by the other.
const [first, second] = CLUSTER_PORTS.map((port) => `http://127.0.0.1:${port}`);

test("a session, a purchase, a chat and a sign-out on one process reach the other process's page", async ({
  page,
  context,
}, info) => {
  const email = freshEmail(info, "cluster");
  await page.goto(`${first}/auth`);
  await createAccount(page, email);
  await page.goto(`${first}/account`);
  const balance = page.getByRole("region", { name: "Credit balance" });
  await expect(amountIn(balance)).toHaveText("20");

  // The session made by the first process is valid on the second.
  const other = await context.newPage();
  await other.goto(`${second}/account`);
  await expect(other.getByText(email, { exact: true })).toBeVisible();

  // A purchase paid on the second process: the first tab's live balance moves, without a reload.
  await other
    .getByRole("region", { name: "Credit balance" })
    .getByRole("button", { name: "Buy Credits" })
    .click();
  const checkoutOpened = context.waitForEvent("page");
  await other
    .getByRole("dialog", { name: "Purchase Credits" })
    .getByRole("button", { name: /Basic Pack/ })
    .click();
  const checkout = await checkoutOpened;
  await expect(checkout).toHaveURL(new RegExp(`^${second}/checkout/test/`));
  await checkout.getByRole("button", { name: "Pay $6.00" }).click();
  await expect(
    checkout.getByText("Payment complete. 1,000 credits were added to your balance."),
  ).toBeVisible();
  await checkout.close();
  await expect(amountIn(balance)).toHaveText("1,020");

  // A chat answered by the second process: the first tab sees the 2 credits go.
  await storeAddressInBrowser(other, "742 Evergreen Ter, Columbus, OH");
  await other.goto(`${second}/project-setup-chat`);
  const chat = other.getByRole("region", { name: "Project chat" });
  const input = chat.getByRole("textbox", { name: "Message" });
  await input.fill("Do I need a permit for a 12x16 deck?");
  await input.press("Enter");
  await expect(
    chat.getByRole("list", { name: "Messages" }).locator(":scope > li").nth(1),
  ).toContainText("Sources");
  await expect(amountIn(balance)).toHaveText("1,018");

  // Signing out on the second process ends the session on the first at once.
  await other.getByRole("button", { name: "Account menu" }).click();
  await other.getByRole("menuitem", { name: "Logout" }).click();
  await expect(other.getByText("Signed out successfully", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
});
