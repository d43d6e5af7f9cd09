import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { DocsSidebar } from "./docs-sidebar.tsx";

const topics = [
  {
    slug: "getting-started",
    title: "Getting started",
    description: "",
    url: "/docs/getting-started",
  },
  { slug: "credits", title: "How credits work", description: "", url: "/docs/credits" },
];

describe("DocsSidebar", () => {
  it("lists every topic in order and marks the current one as the page", () => {
    render(
      <MemoryRouter>
        <DocsSidebar topics={topics} current="credits" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "User guide" });
    const links = nav.querySelectorAll("ol a");
    expect([...links].map((link) => link.getAttribute("href"))).toEqual([
      "/docs/getting-started",
      "/docs/credits",
    ]);
    expect(screen.getByRole("link", { name: "How credits work" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.getByRole("link", { name: "Getting started" })).not.toHaveAttribute(
      "aria-current",
    );
  });
});
