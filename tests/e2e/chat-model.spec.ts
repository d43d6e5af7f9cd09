import { type APIRequestContext, expect, test } from "@playwright/test";
import { STAND_IN_PORT } from "../../playwright.config.ts";
import type { ModelBehaviour } from "../helpers/openai-stand-in.ts";
import {
  amountIn,
  createAccount,
  freshEmail,
  storeAddressInBrowser,
  topBarBalance,
} from "./fixtures.ts";

// Runs against the model-mode server (playwright.config.ts "model"), whose model is the OpenAI
// stand-in, with the engine fallback off: a model failure reaches the user.
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;

async function modelAnswers(request: APIRequestContext, behaviour: ModelBehaviour) {
  await request.post(`${STAND_IN}/__behaviour`, { data: { model: "e2e-model", behaviour } });
}

async function modelRequests(request: APIRequestContext): Promise<number> {
  return ((await (await request.get(`${STAND_IN}/__requests`)).json()) as { count: number }).count;
}

test("the configured model's answer streams through; when it fails with 503 the client retries once, shows Message Failed, and the credits come back", async ({
  page,
  request,
}, info) => {
  await modelAnswers(request, {
    kind: "answer",
    text: "The model says: a deck over 200 sq ft needs a permit [1].",
  });
  await page.goto("/auth");
  await createAccount(page, freshEmail(info, "model"));
  await storeAddressInBrowser(page, "742 Evergreen Ter, Columbus, OH 43215");
  await page.goto("/project-setup-chat");
  await expect(page).toHaveURL(/\/project-setup-chat\/[0-9a-f-]{36}$/);
  const chat = page.getByRole("region", { name: "Project chat" });
  const input = chat.getByRole("textbox", { name: "Message" });

  await input.fill("Do I need a permit for a deck?");
  await input.press("Enter");
  const messages = chat.getByRole("list", { name: "Messages" }).locator(":scope > li");
  await expect(messages.nth(1)).toContainText(
    "The model says: a deck over 200 sq ft needs a permit",
  );
  await expect(messages.nth(1)).toContainText("Sources");
  await expect(amountIn(topBarBalance(page))).toHaveText("18 credits");

  await modelAnswers(request, { kind: "error", status: 503 });
  const before = await modelRequests(request);
  await input.fill("And for a fence?");
  await input.press("Enter");
  await expect(page.getByText("Message Failed", { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await modelRequests(request)).toBe(before + 2);
  await expect(messages).toHaveCount(3);
  await expect(amountIn(topBarBalance(page))).toHaveText("18 credits");

  await page.goto("/account");
  await page
    .getByRole("region", { name: "Credit balance" })
    .getByRole("button", { name: "History" })
    .click();
  const rows = page.getByRole("dialog", { name: "Transaction History" }).getByRole("listitem");
  await expect(rows.nth(0)).toContainText("Refund");
  await expect(rows.nth(0)).toContainText("+2");
  await expect(rows.nth(1)).toContainText("Usage");
  await expect(rows.nth(1)).toContainText("-2");
  await expect(rows.nth(2)).toContainText("Refund");
  await expect(rows.nth(3)).toContainText("Usage");
});
