import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NAV_GROUPS } from "../nav-groups.ts";
import { TopNav } from "./top-nav.tsx";

function renderNav() {
  const Stub = createRoutesStub([{ path: "*", Component: TopNav }]);
  return render(<Stub initialEntries={["/blog"]} />);
}

describe("top navigation bar", () => {
  it("links the brand to the home page", () => {
    renderNav();
    expect(screen.getByRole("link", { name: /PermitLM/ })).toHaveAttribute("href", "/");
  });

  it("opens a dropdown group with its items and descriptions", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole("button", { name: "Permits" }));
    const link = await screen.findByRole("link", { name: /Search Permits/ });
    expect(link).toHaveAttribute("href", "/permits/search");
    expect(screen.getByRole("link", { name: /Municipality Search/ })).toHaveAttribute(
      "href",
      "/municipality-search",
    );
  });

  it("toggles the small-screen menu, which lists every item of every group", async () => {
    const user = userEvent.setup();
    renderNav();
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(menu).not.toBeNull();
    const hrefs = within(menu as HTMLElement)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(NAV_GROUPS.flatMap((group) => group.items.map((item) => item.href)));
  });
});
