import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import {
  ANY_DEVICE,
  amountIn,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
} from "./fixtures.ts";

const ADDRESS = "742 Evergreen Ter, Columbus, OH 43215";

/** One call with curl, as a developer would make it: the status and the body. */
function curl(url: string, key: string, body?: unknown) {
  const args = ["-sS", "-w", "\n%{http_code}", "-H", `Authorization: Bearer ${key}`];
  if (body !== undefined)
    args.push("-H", "Content-Type: application/json", "--data", JSON.stringify(body));
  const output = execFileSync("curl", [...args, url], { encoding: "utf8" });
  const cut = output.lastIndexOf("\n");
  return { status: Number(output.slice(cut + 1)), body: output.slice(0, cut) };
}

test.describe("the public API", () => {
  test(
    "a key made on the account page pays for curl calls under its name, and stops working once revoked",
    ANY_DEVICE,
    async ({ page, baseURL }, info) => {
      await page.goto("/auth?redirectTo=%2Faccount");
      await createAccount(page, freshEmail(info, "api"));
      await expect(page).toHaveURL(/\/account$/);

      const keys = page.getByRole("region", { name: "API keys" });
      await expect(keys.getByText("You have no API keys yet.")).toBeVisible();
      await keys.getByLabel("Key name").fill("E2E site");
      await keys.getByRole("button", { name: "Create key" }).click();
      const shown = keys.getByRole("status").filter({ hasText: "you won’t see it again" });
      await expect(shown).toBeVisible();
      const key = (await shown.locator("code").textContent())?.trim() ?? "";
      expect(key).toMatch(/^plm_\w{20,}/);
      await expect(keys.getByRole("list", { name: "Your API keys" })).toContainText("E2E site");
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, "api-keys", info.project.name);

      const api = `${baseURL}/api/v1`;
      const report = curl(`${api}/report?address=${encodeURIComponent(ADDRESS)}`, key);
      expect(report.status).toBe(200);
      expect(JSON.parse(report.body).jurisdiction.stateCode).toBe("OH");
      const asked = curl(`${api}/ask`, key, {
        address: ADDRESS,
        question: "Do I need a permit for a deck?",
      });
      expect(asked.status).toBe(200);
      expect(JSON.parse(asked.body).answer).toMatch(/permit/i);

      // The history names the key that spent the credits.
      await page.reload();
      const balance = page.getByRole("region", { name: "Credit balance" });
      await expect(amountIn(balance)).toHaveText("16");
      await balance.getByRole("button", { name: "History" }).click();
      const history = page.getByRole("dialog", { name: "Transaction History" });
      await expect(
        history.getByRole("listitem").filter({ hasText: 'API key "E2E site": Report' }),
      ).toHaveCount(1);
      await expect(
        history.getByRole("listitem").filter({ hasText: 'API key "E2E site": Do I need a permit' }),
      ).toHaveCount(1);
      await history.getByRole("button", { name: "Close" }).click();

      await page.getByRole("button", { name: "Revoke E2E site" }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "Revoke key" }).click();
      await expect(page.getByText("You have no API keys yet.")).toBeVisible();
      const refused = curl(`${api}/report?address=${encodeURIComponent(ADDRESS)}`, key);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).error.code).toBe("unauthorized");
    },
  );

  test(
    "the reference at /api renders the generated document, offline",
    ANY_DEVICE,
    async ({ page, baseURL }, info) => {
      const elsewhere: string[] = [];
      page.on("request", (request) => {
        if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:"))
          elsewhere.push(request.url());
      });
      await page.goto("/api");
      await expect(page).toHaveTitle(/API Reference/);
      await expect(page.getByRole("heading", { level: 1, name: "PermitLM API" })).toBeVisible();
      // Scalar renders each operation as it scrolls into view.
      for (const operation of [
        "Permit report for an address",
        "Ask a permit question about an address",
      ])
        await expect(async () => {
          await page.mouse.wheel(0, 800);
          await expect(page.getByRole("heading", { name: operation })).toBeVisible({
            timeout: 500,
          });
        }).toPass();
      await expect(page.getByRole("link", { name: "Your API keys" })).toHaveAttribute(
        "href",
        "/account",
      );
      await saveScreenshot(page, "api-reference", info.project.name);
      expect(elsewhere).toEqual([]);
    },
  );
});
