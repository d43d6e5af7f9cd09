import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ProjectList } from "./project-list.tsx";

const project = (id: string, name: string) => ({
  id,
  name,
  address: `${id} Main St, Austin, TX 78701`,
  propertyDetails: null,
  project_type: "building_permit",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-02T00:00:00.000Z",
});

let fetchMock: ReturnType<typeof vi.fn>;
let answers: Record<string, () => Response>;
beforeEach(() => {
  answers = {
    "GET /api/projects": () =>
      Response.json({ projects: [project("p1", "Project at 1 Main St"), project("p2", "Deck")] }),
  };
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${new URL(url, "http://localhost").pathname}`;
    const answer = answers[key];
    return answer
      ? answer()
      : Response.json({ error: { code: "not_found", message: "No." } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderList = () =>
  render(
    <MemoryRouter>
      <ProjectList />
    </MemoryRouter>,
  );

describe("ProjectList", () => {
  it("renames a project in place after the server agrees, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    answers["PATCH /api/projects/p2"] = () =>
      Response.json(
        { error: { code: "bad_request", message: "A project name is at most 120 characters." } },
        { status: 400 },
      );
    renderList();
    await user.click(await screen.findByRole("button", { name: "Rename Deck" }));
    const field = screen.getByLabelText("Project name");
    expect(field).toHaveValue("Deck");
    await user.clear(field);
    await user.type(field, "Back deck");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("A project name is at most 120 characters.")).toBeVisible();

    answers["PATCH /api/projects/p2"] = () =>
      Response.json({ project: project("p2", "Back deck") });
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]!).getByText("Back deck")).toBeVisible();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ name: "Back deck" });
  });

  it("deletes only after confirming, and Cancel keeps the project", async () => {
    const user = userEvent.setup();
    answers["DELETE /api/projects/p1"] = () => new Response(null, { status: 204 });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Project at 1 Main St" }));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      "This deletes the project and its conversations for good.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    expect(screen.getByText("Project at 1 Main St")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Delete Project at 1 Main St" }));
    await user.click(screen.getByRole("button", { name: "Delete project" }));
    await waitFor(() => expect(screen.queryByText("Project at 1 Main St")).not.toBeInTheDocument());
    expect(screen.getByText("Deck")).toBeVisible();
  });

  it("says so when a delete fails, and keeps the project", async () => {
    const user = userEvent.setup();
    answers["DELETE /api/projects/p2"] = () => new Response("down", { status: 502 });
    renderList();
    await user.click(await screen.findByRole("button", { name: "Delete Deck" }));
    await user.click(screen.getByRole("button", { name: "Delete project" }));
    expect(
      await screen.findByText("The project could not be deleted. Please try again."),
    ).toBeVisible();
    await user.keyboard("{Escape}");
    expect(screen.getByText("Deck")).toBeVisible();
  });
});
