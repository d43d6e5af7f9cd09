import { type Page, expect, test } from "@playwright/test";
import { ANY_DEVICE, expectNoSeriousA11yViolations, saveScreenshot } from "./fixtures.ts";

/** Opens a report section by its heading: sections start closed, after the summary. */
async function openSection(page: Page, title: string) {
  await page.getByRole("heading", { level: 3, name: title, exact: true }).click();
}

/** One address in each of five states, with something only that state's report says. */
const ADDRESSES = [
  { address: "200 N Spring St, Los Angeles, CA 90012", state: "California" },
  { address: "111 NW 1st St, Miami, FL 33128", state: "Florida" },
  { address: "1 Centre St, New York, NY 10007", state: "New York" },
  { address: "1234 Elm St, Austin, TX 78701", state: "Texas" },
  { address: "600 4th Ave, Seattle, WA 98104", state: "Washington" },
];

type ReportCode = { label: string; model: string; edition: number | null; name: string | null };

test.describe("permit reports", () => {
  for (const { address, state } of ADDRESSES) {
    // One state's report is enough on a phone's screen; the others are the same page.
    test(
      `the report for ${address} shows ${state}'s adopted codes and editions`,
      state === "California" ? {} : ANY_DEVICE,
      async ({ page, request }, info) => {
        // The table's data does not depend on the width: the report's layout is checked at both.
        test.skip(info.project.name !== "desktop", "data check");
        const api = await request.get(`/api/permits/report?address=${encodeURIComponent(address)}`);
        const { codes } = (await api.json()) as { codes: ReportCode[] };
        expect(codes.length).toBeGreaterThan(0);

        await page.goto(`/permits/search?address=${encodeURIComponent(address)}`);
        // The summary names the codes; the full table is one click away.
        const summary = page.getByRole("region", { name: "At a glance" });
        await expect(summary.getByRole("heading", { name: "Codes in force" })).toBeVisible();
        await openSection(page, "Adopted codes");
        const table = page.getByRole("table", { name: /Building codes adopted in/ });
        await expect(table).toContainText(state);
        for (const code of codes) {
          const row = table.getByRole("row", { name: new RegExp(`^${code.label}\\b`) });
          await expect(row).toContainText(code.name ?? code.model);
          if (code.edition) await expect(row).toContainText(String(code.edition));
        }
      },
    );
  }

  test("a visitor searches an address, reads its report and asks about the project", async ({
    page,
  }, info) => {
    await page.goto("/permits/search");
    await expect(page.getByRole("heading", { level: 1, name: "Search Permits" })).toBeVisible();
    await page.getByRole("combobox").pressSequentially("1234 Elm St 78701", { delay: 10 });
    await page.getByRole("option").first().click();
    await expect(page).toHaveURL(/\/permits\/search\?address=/);
    await expect(page.getByRole("heading", { name: "Common projects" })).toBeVisible();
    // The shared link fills the search box with the address.
    await expect(page.getByRole("combobox")).toHaveValue(/1234 Elm St/);
    const summary = page.getByRole("region", { name: "At a glance" });
    await expect(summary.getByText("Deck")).toBeVisible();
    await openSection(page, "Example estimates");
    const estimates = page.getByRole("region", { name: "Example estimates" });
    await expect(estimates.getByRole("heading", { name: "Deck" })).toBeVisible();
    await expect(estimates.getByText(/^About \$/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sources" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, "permit-report", info.project.name);
    await page.getByRole("button", { name: "Ask about your project" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproject-setup-chat/);
  });

  test("suggestions stay in the town typed: other towns of its name only marked, the city itself offered", async ({
    page,
  }, info) => {
    await page.goto("/permits/search");
    const box = page.getByRole("combobox", { name: "Property address" });
    await box.pressSequentially("123 Main St, Austin", { delay: 10 });
    const options = page.getByRole("option");
    await expect(options.first()).toContainText("123 Main St");
    await expect(options.first()).toContainText("Austin, TX");
    // Then the town itself, for a street the data does not hold.
    await expect(options.nth(1)).toContainText("Austin");
    await expect(options.nth(1)).not.toContainText("Main St");
    const guesses = await options.evaluateAll((all) => all.slice(2).map((o) => o.textContent));
    for (const guess of guesses) expect(guess).toContain("another town of this name");
    await saveScreenshot(page, "suggestions-ranked", info.project.name);

    // A street the data does not know still offers the city typed, never a town named after it.
    await box.fill("");
    await box.pressSequentially("55 Broadway Denver", { delay: 10 });
    await expect(options.first()).toContainText("Denver, CO");
    await expect(page.getByRole("listbox")).not.toContainText("New York Mills");
    await box.fill("");
    await box.pressSequentially("350 5th Ave, New York", { delay: 10 });
    await expect(options.first()).toContainText("New York, NY");
    await expect(page.getByRole("listbox")).not.toContainText("New York Mills");
  });

  test("the state checklists list every state and open one", async ({ page }, info) => {
    await page.goto("/checklists");
    const california = page.getByRole("link", { name: /California/ });
    await expect(page.getByRole("link", { name: /Wyoming/ })).toBeVisible();
    await california.click();
    await expect(page).toHaveURL(/\/checklist\/california$/);
    await expect(page).toHaveTitle("California Permit Checklist | PermitLM");
    await openSection(page, "State and local rules");
    await expect(
      page.getByRole("region", { name: "State and local rules" }).getByText(/60/).first(),
    ).toBeVisible();
    await saveScreenshot(page, "state-checklist", info.project.name);
    await page.goto("/checklist/narnia");
    await expect(page.getByRole("heading", { name: "Checklist Not Found" })).toBeVisible();
  });

  test("municipality search shows a city's report", async ({ page }) => {
    await page.goto("/municipality-search?place=Seattle%2C%20WA");
    await expect(
      page.getByRole("heading", { level: 1, name: "Municipality Search" }),
    ).toBeVisible();
    await openSection(page, "Adopted codes");
    await expect(page.getByRole("table", { name: /Building codes adopted in/ })).toContainText(
      "Washington",
    );
  });
});
