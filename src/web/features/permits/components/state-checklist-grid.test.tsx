import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { StateChecklistGrid } from "./state-checklist-grid.tsx";

const STATES = [
  { code: "CA", name: "California", slug: "california" },
  { code: "NY", name: "New York", slug: "new-york" },
];

let fetchMock: ReturnType<typeof vi.fn<(url: string) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ states: STATES }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderGrid() {
  render(
    <MemoryRouter>
      <StateChecklistGrid />
    </MemoryRouter>,
  );
}

describe("StateChecklistGrid", () => {
  it("links every state to its checklist page", async () => {
    renderGrid();
    expect(screen.getByRole("status")).toHaveTextContent("Loading states...");
    const nav = await screen.findByRole("navigation", { name: "Checklists by state" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["CaliforniaCA", "/checklist/california"],
      ["New YorkNY", "/checklist/new-york"],
    ]);
    expect(within(nav).getByRole("link", { name: "New York" })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/permits/states");
  });

  it("shows the API's message when the states cannot be loaded", async () => {
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "internal_error", message: "Try later." } }, { status: 500 }),
    );
    renderGrid();
    expect(await screen.findByRole("alert")).toHaveTextContent("Try later.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
