import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PermitReport } from "#web/features/permits/api/permits-api.ts";
import { testReport } from "#web/features/permits/__fixtures__/permit-report.ts";
import { DepartmentCard } from "./department-card.tsx";

const office = {
  name: "Travis County Transportation and Natural Resources, Development Services",
  website: "https://www.traviscountytx.gov/tnr",
  portal: null,
  phone: "512-854-4215",
  address: "700 Lavaca, Suite 540, Austin, TX 78701",
};

/** The card for the test report with no department on file and this jurisdiction's changes. */
function renderCard(jurisdiction: Partial<PermitReport["jurisdiction"]>) {
  const report = testReport();
  render(
    <DepartmentCard
      report={{
        ...report,
        department: null,
        jurisdiction: { ...report.jurisdiction, ...jurisdiction },
      }}
    />,
  );
}

describe("DepartmentCard", () => {
  it("shows the office on file with its address, a phone link and its website", () => {
    renderCard({
      authority: { name: "Harford County", kind: "county" },
      office,
    });
    expect(screen.getByText(office.name)).toBeVisible();
    expect(screen.getByText(office.address)).toBeVisible();
    expect(screen.getByRole("link", { name: "512-854-4215" })).toHaveAttribute(
      "href",
      "tel:5128544215",
    );
    expect(screen.getByRole("link", { name: /traviscountytx\.gov/ })).toHaveAttribute(
      "href",
      office.website,
    );
  });

  it("where no one issues building permits, says so instead of naming a department", () => {
    renderCard({
      city: "Manchaca",
      authority: { name: "Travis County", kind: "none" },
      office: null,
    });
    expect(screen.getByText(/No building permit is issued here/)).toBeVisible();
    expect(screen.queryByText(/Manchaca building department/)).toBeNull();
  });

  it("without an office on file, names the authority to contact", () => {
    renderCard({
      status: "resolved",
      authority: { name: "City of Moore", kind: "city" },
      office: null,
    });
    expect(screen.getByText(/Contact the City of Moore for its permit rules/)).toBeVisible();
  });
});
