import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testReport } from "#web/features/permits/__fixtures__/permit-report.ts";
import { AuthorityNote } from "./authority-note.tsx";

describe("AuthorityNote", () => {
  it("says who issues permits at the address, and why", () => {
    const { jurisdiction } = testReport();
    render(
      <AuthorityNote
        jurisdiction={{
          ...jurisdiction,
          authority: { name: "Prince George's County", kind: "county" },
          basis: "Largo is unincorporated (a census-designated place, not a city).",
          office: {
            name: "DPIE",
            website: "https://example.gov/dpie",
            portal: null,
            phone: "301-636-2000",
            address: "9400 Peppercorn Pl, Largo, MD 20774",
          },
        }}
      />,
    );
    expect(screen.getByText("Permits here are issued by Prince George's County.")).toBeVisible();
    expect(screen.getByText(/Largo is unincorporated/)).toBeVisible();
    expect(screen.getByText(/301-636-2000/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Website" })).toHaveAttribute(
      "href",
      "https://example.gov/dpie",
    );
  });

  it("names the candidates when it cannot tell", () => {
    const { jurisdiction } = testReport();
    render(
      <AuthorityNote
        jurisdiction={{
          ...jurisdiction,
          status: "ambiguous",
          authority: { name: "Lower Merion Township", kind: "township" },
          alternatives: [{ name: "Haverford Township", kind: "township" }],
          basis: "Ardmore lies partly in each.",
        }}
      />,
    );
    expect(screen.getByText("We can't tell for sure who issues permits here.")).toBeVisible();
    expect(screen.getByText(/Candidates: Haverford Township/)).toBeVisible();
  });
});
