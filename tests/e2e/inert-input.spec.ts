import { expect, test } from "@playwright/test";
import { ANY_DEVICE, createAccount, freshEmail, storeAddressInBrowser } from "./fixtures.ts";

// Markup typed by a user (an address, a chat message) is shown as text everywhere it is
// shown again — the chat, its history after a reload, My Projects — and never runs.
const ADDRESS = `<img src=x onerror="window.__pwned=1"> 12 Main St, Columbus, OH`;
const MESSAGE = `<script>window.__pwned=2</script> <img src=y onerror="window.__pwned=3"> **bold** [click](javascript:window.__pwned=4)`;

test(
  "markup in an address or a chat message stays text and runs nothing",
  ANY_DEVICE,
  async ({ page }, info) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto("/auth");
    await createAccount(page, freshEmail(info, "inert"));
    await storeAddressInBrowser(page, ADDRESS);
    await page.goto("/project-setup-chat");
    await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
    const chat = page.getByRole("region", { name: "Project chat" });
    await expect(chat.getByText(ADDRESS).first()).toBeVisible();

    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill(MESSAGE);
    await input.press("Enter");
    const messages = chat.getByRole("list", { name: "Messages" }).locator(":scope > li");
    await expect(messages.first()).toContainText("<script>window.__pwned=2</script>");
    await expect(messages.nth(1)).toContainText("Sources");

    const nothingRan = async () => {
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
      const injected = page.locator('img[src="x"], img[src="y"], a[href^="javascript:"]');
      expect(await injected.count()).toBe(0);
    };
    await nothingRan();
    await page.reload();
    await expect(messages.first()).toContainText('<img src=y onerror="window.__pwned=3">');
    await expect(messages.nth(1)).toContainText("Sources");
    await nothingRan();
    await page.goto("/projects");
    await expect(page.getByRole("link", { name: `Project at ${ADDRESS}` })).toBeVisible();
    await nothingRan();
    expect(dialogs).toEqual([]);
  },
);
