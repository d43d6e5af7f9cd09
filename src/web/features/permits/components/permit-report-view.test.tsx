import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AUSTIN_DEPARTMENT, testReport } from "../__fixtures__/permit-report.ts";
import type { PermitReport } from "../api/permits-api.ts";
import { PermitReportView } from "./permit-report-view.tsx";

function renderReport(report: PermitReport = testReport()) {
  render(<PermitReportView report={report} />);
  return screen.getByRole("article");
}

const section = (name: string) => screen.getByRole("region", { name });

/** The project card whose heading is `name`. */
function project(name: string): HTMLElement {
  const card = screen.getByRole("heading", { level: 4, name }).closest("li");
  if (!card) throw new Error(`No project card for ${name}`);
  return card;
}

/** The source list item a citation link points at. */
function target(link: HTMLElement): HTMLElement | null {
  const hash = link.getAttribute("href") ?? "";
  return hash.startsWith("#") ? document.getElementById(hash.slice(1)) : null;
}

describe("PermitReportView", () => {
  it("heads the report with the city, county and state, the address and the caveat", () => {
    const article = renderReport();
    expect(article).toHaveAccessibleName("Springfield, Sangamon County, Illinois");
    expect(
      within(article).getByRole("heading", {
        level: 2,
        name: "Springfield, Sangamon County, Illinois",
      }),
    ).toBeInTheDocument();
    expect(within(article).getByText("123 Main St, Springfield, IL 62701")).toBeInTheDocument();
    expect(within(article).getByRole("note")).toHaveTextContent(
      "Local rules can be stricter. Confirm with the building department before you build.",
    );
  });

  it("leads to each of its sections from a list of contents", () => {
    renderReport();
    const nav = screen.getByRole("navigation", { name: "Report sections" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Building department",
      "Rules on file",
      "Adopted codes",
      "State and local rules",
      "Common projects",
      "Example estimates",
      "Sources",
    ]);
    for (const link of links)
      expect(target(link)).toHaveTextContent(link.textContent ?? "never empty");
  });

  it("shows actions given to it under the heading", () => {
    render(<PermitReportView report={testReport()} actions={<button type="button">Ask</button>} />);
    expect(screen.getByRole("button", { name: "Ask" })).toBeInTheDocument();
  });

  it("tabulates the adopted codes with their effective dates and source links", () => {
    renderReport();
    const table = within(section("Adopted codes")).getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
    // On narrow screens the date is shown under the name instead of in its own column.
    expect(rows.map((row) => cells(row))).toEqual([
      ["Residential", "IRC 2021[1]Effective: Jan 1, 2023", "Jan 1, 2023"],
      [
        "Energy",
        "Illinois Energy Conservation Code[2]Based on IECC 2021Effective: Not known",
        "Not known",
      ],
    ]);
    const cite = within(rows[0] as HTMLElement).getByRole("link", {
      name: "Source 1: IRC 2021 §R105.2",
    });
    expect(cite).toHaveAttribute("href", "#permit-report-source-1");
    expect(target(cite)).toHaveTextContent("IRC 2021 §R105.2");
    expect(
      within(section("Adopted codes")).getByText(
        "Illinois has no building code enforced everywhere: cities and counties adopt their own, within the state rules below.",
      ),
    ).toBeInTheDocument();
  });

  it("gives every project a badge that says in words whether it needs a permit", () => {
    renderReport();
    expect(within(project("Addition")).getByText("Permit required")).toBeInTheDocument();
    expect(within(project("Kitchen remodel")).getByText("Usually required")).toBeInTheDocument();
    expect(within(project("Shed")).getByText("Depends on size")).toBeInTheDocument();
    expect(
      within(project("Driveway or patio slab")).getByText("Usually not required"),
    ).toBeInTheDocument();
  });

  it("shows an exemption with its code section, its text and its limits", () => {
    renderReport();
    const shed = project("Shed");
    expect(shed).toHaveTextContent(
      "IRC 2021 R105.2 Building item 1: One-story detached accessory structures with a floor area not over 200 square feet.",
    );
    expect(within(shed).getByRole("list", { name: "Exemption limits" })).toHaveTextContent(
      "Floor area: up to 200 sq ft",
    );
    expect(within(shed).getByText("Over-the-counter permits are common.")).toBeInTheDocument();
    expect(within(project("Addition")).queryByText("Exemption")).not.toBeInTheDocument();
  });

  it("puts the place's own rule first, and marks the model code's as replaced", () => {
    const report = testReport();
    const [shed, ...rest] = report.projects;
    if (!shed) throw new Error("the test report has a shed");
    render(
      <PermitReportView
        report={testReport({
          projects: [
            {
              ...shed,
              rule: {
                layer: "local",
                section: "Springfield Code §2",
                text: "In Springfield a shed over 120 sq ft needs a permit.",
                limits: { floorAreaSqFt: 120 },
                permitName: "building permit",
                sourceId: "local-springfield-shed",
              },
            },
            ...rest,
          ],
        })}
      />,
    );
    const card = project("Shed");
    expect(within(card).getByText("Local rule")).toBeInTheDocument();
    expect(card).toHaveTextContent(
      "Springfield Code §2: In Springfield a shed over 120 sq ft needs a permit.",
    );
    expect(within(card).getByRole("list", { name: "Local limits" })).toHaveTextContent(
      "Floor area: up to 120 sq ft",
    );
    expect(within(card).getByText("Model code exemption (replaced here)")).toBeInTheDocument();
  });

  it("leads with a summary (codes, and whether the most asked projects need a permit), its sections closed until opened", () => {
    renderReport();
    const summary = screen.getByRole("region", { name: "At a glance" });
    expect(within(summary).getByRole("heading", { name: "Codes in force" })).toBeVisible();
    const asked = within(summary).getAllByRole("listitem");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThanOrEqual(4 + 5);
    const codes = section("Adopted codes");
    expect(codes.querySelector("details")).not.toHaveAttribute("open");
    expect(within(codes).getByRole("heading", { name: "Adopted codes" })).toBeVisible();
  });

  it("tells the user to contact the city when no office is on file", () => {
    renderReport();
    expect(
      within(section("Building department")).getByText(/^Contact the City of Springfield for/),
    ).toBeInTheDocument();
  });

  it("names no city in the contact line of a statewide report", () => {
    renderReport(
      testReport({
        address: "Illinois",
        jurisdiction: {
          city: null,
          county: null,
          stateCode: "IL",
          stateName: "Illinois",
          size: "medium",
          status: "state",
          authority: null,
          alternatives: [],
          basis: "A state page for Illinois.",
          confidence: "high",
          stateRule: null,
          office: null,
        },
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "Illinois" })).toBeInTheDocument();
    expect(screen.getByText("Statewide permit report")).toBeInTheDocument();
    expect(
      within(section("Building department")).getByText(
        /^Contact your city or county building department/,
      ),
    ).toBeInTheDocument();
  });

  it("shows a department on file with its website, portal, phone and notes", () => {
    renderReport(testReport({ department: AUSTIN_DEPARTMENT }));
    const card = section("Building department");
    expect(within(card).getByText("Development Services Department")).toBeInTheDocument();
    expect(
      within(card).getByRole("link", {
        name: /austintexas\.gov\/department\/development-services/,
      }),
    ).toHaveAttribute("href", AUSTIN_DEPARTMENT.website);
    expect(within(card).getByRole("link", { name: /abc\.austintexas\.gov/ })).toHaveAttribute(
      "href",
      AUSTIN_DEPARTMENT.portal,
    );
    expect(within(card).getByRole("link", { name: "(512) 978-4000" })).toHaveAttribute(
      "href",
      "tel:5129784000",
    );
    expect(within(card).getByText("Residential review has its own intake.")).toBeInTheDocument();
    expect(within(card).queryByText(/^Contact the/)).not.toBeInTheDocument();
  });

  it("numbers the sources in order, each with its citation, linked title, publisher and date", () => {
    const { sources } = testReport();
    renderReport();
    const items = within(section("Sources")).getAllByRole("listitem");
    expect(items).toHaveLength(sources.length);
    items.forEach((item, at) => {
      const source = sources[at] as (typeof sources)[number];
      expect(item).toHaveAttribute("id", `permit-report-source-${at + 1}`);
      expect(item).toHaveTextContent(new RegExp(`^\\[${at + 1}\\]${escape(source.citation)}`));
      const link = within(item).getByRole("link", { name: new RegExp(escape(source.title)) });
      expect(link).toHaveAttribute("href", source.url);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
      expect(item).toHaveTextContent(source.publisher);
    });
    expect(items[0]).toHaveTextContent("As of Mar 1, 2024.");
  });

  it("links each fact to its source number, and skips ids the report has no source for", () => {
    renderReport();
    const shed = project("Shed");
    // The summary cites the shed guide (4th), the exemption the IRC (1st).
    expect(within(shed).getByRole("link", { name: /^Source 4:/ })).toHaveAttribute(
      "href",
      "#permit-report-source-4",
    );
    expect(within(shed).getByRole("link", { name: /^Source 1:/ })).toBeInTheDocument();
    // A project without a source has no citation mark.
    expect(within(project("Kitchen remodel")).queryByRole("link")).not.toBeInTheDocument();
    // The deck fee cites the fee schedule (5th); its unlisted source is left out.
    const estimates = section("Example estimates");
    const deck = within(estimates)
      .getByRole("heading", { name: "Deck" })
      .closest("li") as HTMLElement;
    expect(
      within(deck)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["[5]", "[6]"]);
  });

  it("labels the example figures as estimates, with their formulas", () => {
    renderReport();
    const estimates = section("Example estimates");
    expect(within(estimates).getByText(/^Estimates only/)).toBeInTheDocument();
    const deck = within(estimates)
      .getByRole("heading", { name: "Deck" })
      .closest("li") as HTMLElement;
    expect(within(deck).getByText("Estimate")).toBeInTheDocument();
    expect(within(deck).getByText("Estimated permit fee")).toBeInTheDocument();
    // A likely figure (the middle of $198–$660), with the range and method one click away.
    expect(within(deck).getByText("About $430")).toBeInTheDocument();
    const range = within(deck).getByText("$198–$660: permit $120–$400 + plan review $78–$260.");
    const disclosure = range.closest("details");
    expect(disclosure).not.toHaveAttribute("open");
    expect(
      within(disclosure as HTMLElement).getByText("Range and how we estimated"),
    ).toBeInTheDocument();
    expect(
      within(deck).getByText(
        "How we estimated: valuation = a typical deck job cost; plan review = 65% of the permit fee.",
      ),
    ).toBeInTheDocument();
    expect(within(deck).getByText("Estimated plan review")).toBeInTheDocument();
    expect(within(deck).getByText("2–5 business days")).toBeInTheDocument();
    expect(within(deck).queryByText("State review limit")).not.toBeInTheDocument();

    const addition = within(estimates)
      .getByRole("heading", { name: "Addition, 400 sq ft" })
      .closest("li") as HTMLElement;
    expect(within(addition).getByText(/^No estimate/)).toBeInTheDocument();
    expect(within(addition).getByText("10–30 business days")).toBeInTheDocument();
    expect(within(addition).getByText("State review limit")).toBeInTheDocument();
    expect(addition).toHaveTextContent("30 days: Illinois review clock for homes");
  });

  it("calls out a local code, a special zone and the state's ADU law", () => {
    renderReport(
      testReport({
        specialZone: {
          name: "High-Velocity Hurricane Zone",
          counties: ["Miami-Dade", "Broward"],
          source: "chi",
        },
        adu: {
          law: "Cal. Gov. Code §66314",
          summary: "Cities must allow one ADU on a lot with a home.",
          reviewDays: 60,
          source: "chi",
        },
      }),
    );
    const rules = section("State and local rules");
    expect(within(rules).getByRole("heading", { name: "Local code: Chicago" })).toBeInTheDocument();
    expect(within(rules).getByText("Chicago writes its own building code.")).toBeInTheDocument();
    expect(
      within(rules).getByRole("heading", { name: "Special zone: High-Velocity Hurricane Zone" }),
    ).toBeInTheDocument();
    expect(rules).toHaveTextContent("Miami-Dade, Broward");
    expect(
      within(rules).getByRole("heading", { name: "State ADU law: Cal. Gov. Code §66314" }),
    ).toBeInTheDocument();
    expect(rules).toHaveTextContent("Review clock: 60 days for a complete ADU application.");
  });

  it("leaves out the rules section when there is nothing to call out", () => {
    renderReport(testReport({ localCode: null }));
    expect(screen.queryByRole("region", { name: "State and local rules" })).not.toBeInTheDocument();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
