import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NAV_GROUPS } from "../nav-groups.ts";
import { TopNav } from "./top-nav.tsx";

function renderNav(userArea?: ReactNode) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <TopNav userArea={userArea} /> }]);
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

  it("shows the user area on the right and inside the small-screen menu", async () => {
    const user = userEvent.setup();
    renderNav(<a href="/account">Your account</a>);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    const [desktop, mobile] = screen.getAllByText("Your account");
    expect(menu.contains(desktop as Node)).toBe(false);
    expect(menu.contains(mobile as Node)).toBe(true);
    await user.click(toggle);
    expect(within(menu).getByRole("link", { name: "Your account" })).toBeInTheDocument();
  });

  it("closes the small-screen menu with Escape, focus back on its button", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.keyboard("{Escape}");
    const toggle = screen.getByRole("button", { name: "Open menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("keeps the phone's part of the user area (the balance) in the bar, outside the menu", () => {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => (
          <TopNav
            userArea={<span>Balance and menu</span>}
            phoneArea={<span>Phone balance</span>}
            menuArea={<span>Account menu</span>}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/blog"]} />);
    const toggle = screen.getByRole("button", { name: "Open menu" });
    const menu = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(menu.contains(screen.getByText("Phone balance"))).toBe(false);
    expect(menu.contains(screen.getByText("Account menu"))).toBe(true);
  });

  it("closes the small-screen menu when a link is followed", async () => {
    const user = userEvent.setup();
    renderNav();
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("link", { name: /My Projects/ }));
    expect(screen.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
