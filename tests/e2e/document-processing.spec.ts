import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  amountIn,
  createAccount,
  expectNoSeriousA11yViolations,
  freshEmail,
  saveScreenshot,
  topBarBalance,
} from "./fixtures.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../fixtures/documents");
const ADDRESS = "1234 Oak Street, Austin, TX 78704";

test.describe("Document Processing", () => {
  test("a plan set and a scan are checked for 10 credits; a corrupt or mislabelled file costs nothing; nobody else can read the check", async ({
    page,
    browser,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    await page.goto("/auth?redirectTo=%2Fdocument-processing");
    await createAccount(page, freshEmail(info, "documents"));
    await expect(page).toHaveURL(/\/document-processing$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Document Processing" }),
    ).toBeVisible();

    const form = page.locator("form").filter({ hasText: "Kind of work" });
    const address = form.getByRole("combobox", { name: "Property address" });
    await address.fill(ADDRESS);
    await address.press("Tab");
    await form.getByLabel("Kind of work").selectOption({ label: "Home addition" });
    await expect(form.getByText("A check costs 10 credits")).toBeVisible();

    // A file that is not what its name says, and a damaged PDF: refused, nothing charged.
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles(path.join(FIXTURES, "mislabelled.pdf"));
    await form.getByRole("button", { name: /Check documents/ }).click();
    await expect(form.getByRole("alert")).toContainText("not a PDF, PNG or JPEG");
    await form.getByRole("button", { name: "Remove mislabelled.pdf" }).click();
    await fileInput.setInputFiles(path.join(FIXTURES, "corrupt.pdf"));
    await form.getByRole("button", { name: /Check documents/ }).click();
    await expect(form.getByRole("alert")).toContainText("could not be read");
    await form.getByRole("button", { name: "Remove corrupt.pdf" }).click();
    await expect(page.getByText("No checks yet.")).toBeVisible();

    await fileInput.setInputFiles([
      path.join(FIXTURES, "plan-set.pdf"),
      path.join(FIXTURES, "owner-authorization-scan.png"),
    ]);
    await expect(
      form.getByRole("list", { name: "Files to check" }).getByRole("listitem"),
    ).toHaveCount(2);
    await form.getByRole("button", { name: /Check documents/ }).click();

    const check = page.getByRole("article").filter({ hasText: "1234 Oak Street" });
    await expect(
      check.getByRole("progressbar", { name: "Pages read" }).or(check.getByText(/found ·/)),
    ).toBeVisible();
    await expect(check.getByText(/\d+ found · \d+ missing/)).toBeVisible({ timeout: 90_000 });
    const documents = check.getByRole("region", { name: "Documents the application needs" });
    await expect(
      documents
        .getByRole("listitem")
        .filter({ hasText: /^Site plan/ })
        .first(),
    ).toContainText("Found");
    await expect(
      documents
        .getByRole("listitem")
        .filter({ hasText: /Energy/ })
        .first(),
    ).toContainText("Missing");
    await expect(check).toContainText("plan-set.pdf, page");
    await expect(check).toContainText("owner-authorization-scan.png, page 1");
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "document-check", info.project.name);

    // The check took 10 credits of the 20 a new account has.
    await page.reload();
    await expect(amountIn(topBarBalance(page))).toHaveText(/^10\b/);

    const download = page.waitForEvent("download");
    await page
      .getByText(/Home addition at 1234 Oak Street/)
      .first()
      .click();
    await page.getByRole("link", { name: "Download checklist (PDF)" }).click();
    expect((await download).suggestedFilename()).toMatch(/^permitlm-document-check-.+\.pdf$/);

    // Another user cannot read the check or its report.
    const checkId = await page.evaluate(async () => {
      const response = await fetch("/api/document-checks");
      return ((await response.json()) as { checks: { id: string }[] }).checks[0]?.id ?? "";
    });
    const stranger = await browser.newContext(baseURL === undefined ? {} : { baseURL });
    const strangerPage = await stranger.newPage();
    await strangerPage.goto("/auth");
    await createAccount(strangerPage, freshEmail(info, "documents-stranger"));
    for (const url of [
      `/api/document-checks/${checkId}`,
      `/api/document-checks/${checkId}/report.pdf`,
    ]) {
      const status = await strangerPage.evaluate(
        async (target) => (await fetch(target)).status,
        url,
      );
      expect(status).toBe(404);
    }
    await stranger.close();
  });
});
