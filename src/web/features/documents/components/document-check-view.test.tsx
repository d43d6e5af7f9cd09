import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { DocumentCheck, DocumentFinding } from "#shared/documents.ts";
import { DocumentCheckForm } from "./document-check-form.tsx";
import { DocumentCheckView } from "./document-check-view.tsx";

const finding = (over: Partial<DocumentFinding>): DocumentFinding => ({
  itemId: "doc:site-plan",
  label: "Site plan",
  kind: "document",
  status: "found",
  where: [{ fileId: "f1", fileName: "plans.pdf", page: 2, excerpt: "SITE PLAN / A1" }],
  why: "Shows where the work sits on the lot.",
  note: null,
  source: { title: "IRC R106", url: "https://codes.iccsafe.org/", asOf: "2025-01-01" },
  by: "checks",
  ...over,
});

const check = (over: Partial<DocumentCheck>): DocumentCheck => ({
  id: "c1",
  address: "1234 Oak Street, Austin, TX 78704",
  projectId: null,
  projectType: { id: "addition", name: "Home addition" },
  jurisdiction: "City of Austin",
  status: "done",
  pagesTotal: 7,
  pagesRead: 7,
  credits: 10,
  files: [{ id: "f1", name: "plans.pdf", mime: "application/pdf", bytes: 2000, pages: 7 }],
  findings: [],
  error: null,
  createdAt: "2026-11-26T00:00:00.000Z",
  updatedAt: "2026-11-26T00:00:00.000Z",
  ...over,
});

const view = (value: DocumentCheck) =>
  render(
    <MemoryRouter>
      <DocumentCheckView check={value} offline={false} onDelete={() => {}} />
    </MemoryRouter>,
  );

describe("DocumentCheckView", () => {
  it("shows a running check's progress by pages read, and no download yet", () => {
    view(check({ status: "reading", pagesRead: 3, findings: [] }));
    const bar = screen.getByRole("progressbar", { name: "Pages read" });
    expect(bar).toHaveAttribute("aria-valuenow", "3");
    expect(bar).toHaveAttribute("aria-valuemax", "7");
    expect(screen.getByText("Reading page 4 of 7…")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Download checklist/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("lists findings by group with their status in words, where they were seen and their source", () => {
    view(
      check({
        findings: [
          finding({}),
          finding({
            itemId: "doc:energy",
            label: "Energy compliance",
            status: "missing",
            where: [],
          }),
          finding({
            itemId: "sheet:scale",
            label: "Scale stated",
            kind: "sheet",
            status: "unclear",
          }),
        ],
      }),
    );
    expect(screen.getByText("1 found · 1 missing · 1 to check by hand")).toBeInTheDocument();
    const documents = screen.getByRole("region", { name: "Documents the application needs" });
    const site = within(documents).getByRole("heading", { name: "Site plan" }).closest("li")!;
    expect(site).toHaveTextContent("Found");
    expect(site).toHaveTextContent("plans.pdf, page 2:");
    expect(within(site).getByRole("link", { name: "IRC R106" })).toHaveAttribute(
      "href",
      "https://codes.iccsafe.org/",
    );
    expect(within(documents).getByText("Energy compliance").closest("li")).toHaveTextContent(
      "Missing",
    );
    const sheets = screen.getByRole("region", { name: "What the drawings show" });
    expect(sheets).toHaveTextContent("Check by hand");
    expect(screen.getByRole("link", { name: "Download checklist (PDF)" })).toHaveAttribute(
      "href",
      "/api/document-checks/c1/report.pdf",
    );
  });

  it("says a failed check was refunded", () => {
    view(
      check({
        status: "failed",
        error: "The check could not be completed. Your credits were refunded.",
      }),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Your credits were refunded.");
  });
});

describe("DocumentCheckForm", () => {
  const form = () =>
    render(
      <DocumentCheckForm
        projectTypes={[{ id: "deck", name: "Deck" }]}
        credits={10}
        initialAddress="1 Main St, Austin, TX 78701"
        addressField={({ value, onChange }) => (
          <input
            aria-label="Property address"
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        onStarted={vi.fn()}
      />,
    );

  it("states the price before anything is sent, and says at once which file is too large", async () => {
    form();
    expect(
      screen.getByRole("button", { name: "Check documents (10 credits)" }),
    ).toBeInTheDocument();
    const big = new File(["x"], "huge.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 26 * 1024 * 1024 });
    const small = new File(["%PDF-1.7"], "plans.pdf", { type: "application/pdf" });
    await userEvent.upload(screen.getByLabelText("Documents"), [big, small]);
    expect(screen.getByRole("alert")).toHaveTextContent('"huge.pdf" is larger than 25 MB.');
    const list = screen.getByRole("list", { name: "Files to check" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Remove plans.pdf" }));
    expect(screen.queryByRole("list", { name: "Files to check" })).toBeNull();
  });

  it("asks for the kind of work and a file before sending", async () => {
    form();
    await userEvent.click(screen.getByRole("button", { name: /Check documents/ }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose the kind of work.");
  });
});
