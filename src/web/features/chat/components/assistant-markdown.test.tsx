import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AssistantMarkdown } from "./assistant-markdown.tsx";

describe("AssistantMarkdown", () => {
  it("renders GitHub tables, lists and code blocks", () => {
    const { container } = render(
      <AssistantMarkdown
        content={[
          "| Permit | Fee |",
          "| --- | ---: |",
          "| Deck | $150 |",
          "",
          "- Site plan",
          "- Drawings",
          "",
          "```",
          "setback = 4 ft",
          "```",
        ].join("\n")}
      />,
    );
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Permit" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "$150" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Site plan",
      "Drawings",
    ]);
    expect(container.querySelector("pre > code")).toHaveTextContent("setback = 4 ft");
  });

  it("shows raw HTML as inert text: no script, no image, no event handler", () => {
    const { container } = render(
      <AssistantMarkdown
        content={'Before <script>alert("x")</script> and <img src=x onerror="alert(1)"> after'}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container).toHaveTextContent('<script>alert("x")</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it("opens links in a new tab without giving the page a handle on ours", () => {
    render(<AssistantMarkdown content="See [the code](https://codes.iccsafe.org/)." />);
    const link = screen.getByRole("link", { name: /the code/ });
    expect(link).toHaveAttribute("href", "https://codes.iccsafe.org/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
    expect(link).toHaveAccessibleName(/^the code\s*\(opens in a new tab\)$/);
  });

  it("keeps only the words of a javascript: link", () => {
    const { container } = render(<AssistantMarkdown content="[click](javascript:alert(1))" />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("[href]")).toBeNull();
    expect(container).toHaveTextContent("click");
  });

  it("leaves citation marks like [1] as text", () => {
    const { container } = render(<AssistantMarkdown content="Decks need a permit [1]." />);
    expect(container).toHaveTextContent("Decks need a permit [1].");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
