import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXPERT } from "../test-helpers.ts";
import { ExpertCard, initialsOf } from "./expert-card.tsx";

describe("ExpertCard", () => {
  it("shows every field of the expert", () => {
    render(<ExpertCard expert={EXPERT} />);
    const card = screen.getByRole("article", { name: "Maya Ortiz (demo)" });
    for (const text of [
      "Licensed architect",
      "Residential additions, ADUs and permit drawings",
      "14 years",
      "Remote, all US states",
      "Replies within 1 business day",
      "(127 reviews)",
    ])
      expect(card).toHaveTextContent(text);
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(screen.getByTestId("expert-initials")).toHaveTextContent("MO");
  });

  it("shows the avatar picture when there is one", () => {
    const { container } = render(
      <ExpertCard expert={{ ...EXPERT, avatarUrl: "/avatars/maya.jpg" }} />,
    );
    expect(container.querySelector("img")).toHaveAttribute("src", "/avatars/maya.jpg");
    expect(screen.queryByTestId("expert-initials")).not.toBeInTheDocument();
  });

  it('marks demo experts with a "Demo" badge, and only those', () => {
    const { unmount } = render(<ExpertCard expert={EXPERT} />);
    expect(screen.getByText("Demo")).toBeInTheDocument();
    unmount();
    render(<ExpertCard expert={{ ...EXPERT, isDemo: false }} />);
    expect(screen.queryByText("Demo")).not.toBeInTheDocument();
  });

  it('"Contact Expert" calls the supplied handler with the expert', async () => {
    const onContact = vi.fn();
    render(<ExpertCard expert={EXPERT} onContact={onContact} />);
    await userEvent.click(screen.getByRole("button", { name: "Contact Expert" }));
    expect(onContact).toHaveBeenCalledWith(EXPERT);
  });

  it('"Contact Expert" dials the phone number without a handler', () => {
    render(<ExpertCard expert={EXPERT} />);
    expect(screen.getByRole("link", { name: "Contact Expert" })).toHaveAttribute(
      "href",
      "tel:+14155550100",
    );
  });

  it("disables contact, saying why, when there is neither a handler nor a phone number", () => {
    render(<ExpertCard expert={{ ...EXPERT, phoneNumber: null }} />);
    const button = screen.getByRole("button", { name: "Contact Expert" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No contact details are available/);
  });

  it("makes initials from the first two words of a name", () => {
    expect(initialsOf("Daniel Kim, PE (demo)")).toBe("DK");
    expect(initialsOf("Renee")).toBe("R");
  });
});
