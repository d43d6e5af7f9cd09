import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { PermitExampleCard } from "#content/examples.server.ts";
import { ExampleCard, authorityLine } from "./example-card.tsx";

const source = {
  title: "Meridian Township: Building Permits",
  publisher: "Meridian Township",
  url: "https://www.meridian.mi.us/building",
  asOf: "2026-11-25",
};

const example: PermitExampleCard = {
  address: "2140 Hamilton Rd, Okemos, MI 48864",
  place: "Okemos, Ingham County, Michigan",
  authority: { name: "Meridian Township", kind: "township" },
  basis: "Okemos is a hamlet in Meridian Township, which issues building permits there.",
  requirements: [
    { layer: "local", text: "The township enforces the Michigan codes.", source },
    { layer: "state", text: "A permit is decided within 10 business days.", source: null },
  ],
  question: "Do I need a building permit for a 10x16 storage shed?",
  answer: { headline: "no", text: "**No**", sources: [source] },
  answerHtml: "<p><strong>No</strong> — within the 200 sq ft limit.</p>",
  reportUrl: "/permits/search?address=2140%20Hamilton%20Rd%2C%20Okemos%2C%20MI%2048864",
};

describe("ExampleCard", () => {
  it("shows the address, who issues permits and why, the rules with their sources, and the answer", () => {
    render(
      <MemoryRouter>
        <ExampleCard example={example} />
      </MemoryRouter>,
    );
    const card = screen.getByRole("article", { name: example.address });
    expect(within(card).getByText("Meridian Township (township)")).toBeInTheDocument();
    expect(within(card).getByText(example.basis)).toBeInTheDocument();
    const rules = within(card).getAllByRole("listitem");
    expect(rules[0]).toHaveTextContent("Local");
    expect(
      within(rules[0]!).getByRole("link", { name: /Meridian Township: Building/ }),
    ).toHaveAttribute("href", source.url);
    // A rule without a source on file shows no source line rather than an empty one.
    expect(within(rules[1]!).queryByRole("link")).toBeNull();
    expect(within(card).getByText(`“${example.question}”`)).toBeInTheDocument();
    expect(within(card).getByText("No")).toContainHTML("<strong>No</strong>");
    expect(
      within(card).getByRole("link", { name: `See the full permit report for ${example.address}` }),
    ).toHaveAttribute("href", example.reportUrl);
  });
});

describe("authorityLine", () => {
  it("names the authority and its kind, says where no one issues permits, and when it is unclear", () => {
    expect(authorityLine({ name: "City of Philadelphia", kind: "consolidated" })).toBe(
      "City of Philadelphia (city and county)",
    );
    expect(authorityLine({ name: "Harris County", kind: "none" })).toBe(
      "No one (Harris County issues no building permits)",
    );
    expect(authorityLine(null)).toMatch(/^Unclear/);
  });
});
