import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { propertyWithoutFacts, sampleProperty } from "#shared/addresses.ts";
import { EXAMPLE_QUESTIONS } from "../example-questions.ts";
import { SAMPLE_DATA_LABEL, UNKNOWN_PROPERTY_NOTE, WelcomeMessage } from "./welcome-message.tsx";

const ADDRESS = "742 Evergreen Ter, Columbus, OH 43215";

describe("WelcomeMessage", () => {
  it("greets with the heading and the address", () => {
    render(<WelcomeMessage address={ADDRESS} onAsk={vi.fn()} />);
    expect(
      screen.getByRole("heading", { name: "Welcome to your Project Chat" }),
    ).toBeInTheDocument();
    expect(screen.getByText(ADDRESS)).toBeInTheDocument();
    expect(screen.queryByText("Property information")).not.toBeInTheDocument();
  });

  it("shows a provider's property facts without the sample label", () => {
    const details = {
      ...propertyWithoutFacts(ADDRESS, "provider"),
      propertyType: "Townhouse",
      yearBuilt: 1925,
      sqft: 1500,
      bedrooms: 2,
      bathrooms: 1.5,
    };
    render(<WelcomeMessage address={ADDRESS} propertyDetails={details} onAsk={vi.fn()} />);
    for (const text of ["Townhouse", "1925", "1,500 sq ft", "2 beds / 1.5 baths"])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_DATA_LABEL)).not.toBeInTheDocument();
  });

  it("labels sample data as not facts about this property", () => {
    render(
      <WelcomeMessage
        address={ADDRESS}
        propertyDetails={sampleProperty(ADDRESS)}
        onAsk={vi.fn()}
      />,
    );
    expect(screen.getByText("Sample data — not facts about this property")).toBeInTheDocument();
    expect(screen.getByText("1,800 sq ft")).toBeInTheDocument();
  });

  it("says when the property's details are unknown, and never places it in the sample's city", () => {
    render(
      <WelcomeMessage
        address="55 Broadway Denver"
        propertyDetails={sampleProperty("55 Broadway Denver")}
        onAsk={vi.fn()}
      />,
    );
    expect(screen.getByText(UNKNOWN_PROPERTY_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(/San Francisco/)).not.toBeInTheDocument();
  });

  it("shows no building facts from the gazetteer", () => {
    const details = { ...propertyWithoutFacts(ADDRESS, "gazetteer"), yearBuilt: 1975 };
    render(<WelcomeMessage address={ADDRESS} propertyDetails={details} onAsk={vi.fn()} />);
    expect(screen.queryByText("1975")).not.toBeInTheDocument();
    expect(screen.queryByText("Property information")).not.toBeInTheDocument();
  });

  it("sends an example question when it is clicked, and waits while the chat is busy", async () => {
    const onAsk = vi.fn();
    const { rerender } = render(<WelcomeMessage address={ADDRESS} onAsk={onAsk} />);
    const question = EXAMPLE_QUESTIONS[0];
    await userEvent.click(screen.getByRole("button", { name: question }));
    expect(onAsk).toHaveBeenCalledWith(question);

    rerender(<WelcomeMessage address={ADDRESS} onAsk={onAsk} disabled />);
    expect(screen.getByRole("button", { name: question })).toBeDisabled();
  });
});
