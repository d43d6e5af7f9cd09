import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form.tsx";

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn(async () => Response.json({ received: true }, { status: 201 }));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("ContactForm", () => {
  it("checks the fields before sending, then sends and thanks the writer", async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByText("Choose what your message is about.")).toBeVisible();
    expect(screen.getByLabelText("Your e-mail")).toHaveFocus();

    await user.type(screen.getByLabelText("Your e-mail"), "Ada@Example.com");
    await user.selectOptions(screen.getByLabelText("What is it about?"), "billing");
    await user.type(screen.getByLabelText("Message"), "Please refund my unused pack.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("status")).toHaveTextContent("We answer at ada@example.com");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      email: "ada@example.com",
      topic: "billing",
      message: "Please refund my unused pack.",
    });
  });

  it("keeps the message and shows the server's reason when it refuses", async () => {
    fetchMock.mockImplementation(async () =>
      Response.json(
        { error: { code: "rate_limited", message: "Too many requests. Please try again later." } },
        { status: 429 },
      ),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByLabelText("Your e-mail"), "ada@example.com");
    await user.selectOptions(screen.getByLabelText("What is it about?"), "other");
    await user.type(screen.getByLabelText("Message"), "Hello there, support team.");
    await user.click(screen.getByRole("button", { name: "Send message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests.");
    expect(screen.getByLabelText("Message")).toHaveValue("Hello there, support team.");
  });
});
