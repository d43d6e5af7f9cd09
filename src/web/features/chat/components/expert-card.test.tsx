import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXPERT, PERMIT_OFFICE } from "../__fixtures__/chat-responses.ts";
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

  it("shows the official permit office as such, with its phone and no invented rating", () => {
    render(<ExpertCard expert={PERMIT_OFFICE} />);
    const card = screen.getByRole("article", { name: PERMIT_OFFICE.name });
    expect(card).toHaveTextContent("Official");
    expect(card).toHaveTextContent("Official permit office");
    expect(card).toHaveTextContent("200 W Washington St, Phoenix, AZ 85003");
    expect(card).toHaveTextContent("602-262-7811");
    expect(screen.queryByRole("img", { name: /Rated/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Contact Expert" })).toHaveAttribute(
      "href",
      "tel:6022627811",
    );
  });

  it('"Contact Expert" opens the office\'s page when it has no phone', () => {
    render(<ExpertCard expert={{ ...PERMIT_OFFICE, phoneNumber: null }} />);
    expect(screen.getByRole("link", { name: "Contact Expert" })).toHaveAttribute(
      "href",
      "https://www.phoenix.gov/pdd",
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
