import { expect, type Page, test } from "@playwright/test";
import {
  amountIn,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
  topBarBalance,
} from "./fixtures.ts";

const QUESTION = "Do I need a permit for a deck?";

/** Signs up, picks a Columbus address in an article and lands in that project's chat. */
async function openProjectChat(page: Page, email: string) {
  await page.goto("/auth");
  await createAccount(page, email);
  await page.goto("/blog/understanding-building-permits");
  await page
    .getByRole("combobox")
    .pressSequentially("742 Evergreen Ter, Columbus, OH", { delay: 10 });
  await page.getByRole("option").first().click();
  await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
  return page.getByRole("region", { name: "Project chat" });
}

test.describe("project chat", () => {
  test("asks about a deck: the cited answer streams in, 2 credits go, history survives a reload and clears", async ({
    page,
  }, info) => {
    const chat = await openProjectChat(page, freshEmail(info, "chat"));
    await expect(chat.getByRole("heading", { name: "Welcome to your Project Chat" })).toBeVisible();
    // The balance stays in the top bar at both widths, outside the phone's menu.
    await expect(amountIn(topBarBalance(page))).toHaveText("20 credits");

    const input = chat.getByRole("textbox", { name: "Message" });
    await expect(input).toHaveAttribute(
      "placeholder",
      "Ask about permits, building codes, or your project...",
    );
    await expect(chat.getByRole("button", { name: "Send message" })).toBeDisabled();
    await input.fill(QUESTION);
    await input.press("Enter");

    // The list's own items: an answer's Markdown lists have items of their own.
    const messages = chat.getByRole("list", { name: "Messages" }).locator(":scope > li");
    await expect(messages.first()).toContainText(QUESTION);
    const answer = messages.nth(1);
    await expect(answer).toContainText("200 sq ft");
    await expect(answer).toContainText("Sources");
    await expect(answer.getByRole("link").first()).toHaveAttribute("target", "_blank");
    await expect(input).toHaveAttribute("placeholder", "Continue the conversation...");
    await expect(amountIn(topBarBalance(page))).toHaveText("18 credits");
    // The conversation scrolls, not the page: the answer's first line and the input stay in view.
    await expect(async () => {
      const viewport = page.viewportSize()!;
      const conversation = (await chat.getByTestId("chat-scroller").boundingBox())!;
      const start = (await answer.boundingBox())!;
      const field = (await input.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Nothing of the answer escapes the conversation's scroller to stretch the page.
      const pageHeight = await page.evaluate(() => ({
        scrollable: document.documentElement.scrollHeight,
        body: document.body.getBoundingClientRect().height,
      }));
      expect(pageHeight.scrollable).toBeLessThanOrEqual(Math.ceil(pageHeight.body));
      expect(start.y).toBeGreaterThanOrEqual(conversation.y);
      expect(start.y + 24).toBeLessThanOrEqual(field.y);
      expect(field.y + field.height).toBeLessThanOrEqual(viewport.height);
    }).toPass();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "chat-answer", info.project.name);

    // Keys: ArrowUp recalls the message sent before; Escape clears; Shift+Enter adds a line.
    await input.focus();
    await input.press("ArrowUp");
    await expect(input).toHaveValue(QUESTION);
    await input.press("Escape");
    await expect(input).toHaveValue("");
    await input.pressSequentially("line one");
    await input.press("Shift+Enter");
    await input.pressSequentially("line two");
    await expect(input).toHaveValue("line one\nline two");
    await input.press("Escape");

    await page.reload();
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText("200 sq ft");

    await page.goto("/account");
    const full = page.getByRole("region", { name: "Credit balance" });
    await full.getByRole("button", { name: "History" }).click();
    const history = page.getByRole("dialog", { name: "Transaction History" });
    await expect(history.getByRole("listitem").first()).toContainText("Usage");
    await expect(history.getByRole("listitem").first()).toContainText("-2");
    // The row says what was asked.
    await expect(history.getByRole("listitem").first()).toContainText(`Chat: ${QUESTION}`);
    await history.getByRole("button", { name: "Close" }).click();

    await page.goBack();
    await expect(messages).toHaveCount(2);
    await chat.getByRole("button", { name: "Clear History" }).click();
    // Clearing asks first.
    await page
      .getByRole("alertdialog", { name: "Clear this conversation?" })
      .getByRole("button", { name: "Clear history" })
      .click();
    await expect(chat.getByRole("list", { name: "Messages" })).toBeHidden();
    await page.reload();
    await expect(chat.getByRole("heading", { name: "Welcome to your Project Chat" })).toBeVisible();
    await expect(chat.getByRole("list", { name: "Messages" })).toBeHidden();

    // My Projects lists the property and reopens its chat.
    const projectPath = new URL(page.url()).pathname;
    await page.goto("/projects");
    await page.getByRole("link", { name: /Project at 742 Evergreen Ter/ }).click();
    await expect(page).toHaveURL(new RegExp(`${projectPath}$`));
    await expect(chat.getByRole("heading", { name: "Welcome to your Project Chat" })).toBeVisible();

    // The project is renamed, then deleted after a confirmation.
    await page.goto("/projects");
    await page.getByRole("button", { name: /^Rename Project at 742 Evergreen Ter/ }).click();
    const rename = page.getByRole("dialog", { name: "Rename project" });
    await rename.getByLabel("Project name").fill("Back deck");
    await rename.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("link", { name: /Back deck/ })).toBeVisible();
    await page.getByRole("button", { name: "Delete Back deck" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete “Back deck”?" })
      .getByRole("button", { name: "Delete project" })
      .click();
    await expect(page.getByRole("link", { name: /Back deck/ })).toHaveCount(0);
    await expect(page.getByText("No projects yet.", { exact: false })).toBeVisible();
    await saveScreenshot(page, "projects-after-delete", info.project.name);
  });

  test("asks whom to call: the address's official permit office is the expert, with no invented rating", async ({
    page,
  }, info) => {
    const chat = await openProjectChat(page, freshEmail(info, "expert"));
    const input = chat.getByRole("textbox", { name: "Message" });
    // Typed before the chat has hydrated, the question is lost and Enter sends nothing: type it
    // again until the send button takes it.
    await expect(async () => {
      await input.fill("Who do I call about my deck permit?");
      await expect(chat.getByRole("button", { name: "Send message" })).toBeEnabled({
        timeout: 1_000,
      });
    }).toPass();
    await input.press("Enter");
    const card = chat.getByRole("article", { name: /Building and Zoning Services/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Official permit office");
    await expect(card).toContainText("614-645-7433");
    await expect(card.getByRole("img", { name: /Rated/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: "Contact Expert" })).toHaveAttribute(
      "href",
      "tel:6146457433",
    );
    await expectNoSeriousA11yViolations(page);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/screenshots/${info.project.name}-expert-card.png`,
    });
  });

  test("a send that cannot reach the server keeps its question, marked Not sent, and Retry sends it once", async ({
    page,
  }, info) => {
    const chat = await openProjectChat(page, freshEmail(info, "retry"));
    // The network drops every chat request (the client's own retry included).
    await page.route("**/api/chat-permits", (route) => route.abort("internetdisconnected"));
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill(QUESTION);
    await input.press("Enter");
    const messages = chat.getByRole("list", { name: "Messages" }).locator(":scope > li");
    await expect(chat.getByText("Not sent.")).toBeVisible();
    await expect(messages).toHaveCount(1);
    await expect(messages.first()).toContainText(QUESTION);
    await saveScreenshot(page, "chat-not-sent", info.project.name);

    // The network is back: Retry sends the same question, which is answered and charged once.
    await page.unroute("**/api/chat-permits");
    await chat.getByRole("button", { name: "Retry", exact: true }).click();
    await expect(messages).toHaveCount(2);
    await expect(messages.nth(1)).toContainText("Sources");
    await expect(chat.getByText("Not sent.")).toHaveCount(0);
    await expect(amountIn(topBarBalance(page))).toHaveText("18 credits");
  });
});
