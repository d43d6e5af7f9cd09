import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WaitlistIsland } from "./waitlist-island.tsx";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
/** The waitlist's own requests (the island also asks, once, whether the visitor is signed in). */
const waitlistCalls = () =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/api/waitlist"));
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup();
  render(<WaitlistIsland />);
  if (email) await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Join Waitlist" }));
}

describe("waitlist form", () => {
  it("sends the normalised e-mail, shows Joining... while busy, then the thank-you", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    await submit("  Ada@Example.com ");
    expect(screen.getByRole("button", { name: "Joining..." })).toBeDisabled();
    const [url, init] = waitlistCalls()[0] as [string, RequestInit];
    expect(String(url)).toMatch(/\/api\/waitlist$/);
    expect(JSON.parse(String(init.body))).toEqual({ email: "ada@example.com" });
    answer(jsonResponse(201, { joined: true }));
    expect(await screen.findByText("Thanks! You're on the list.")).toBeInTheDocument();
  });

  it("shows Invalid Email without calling the server for text without @", async () => {
    await submit("foo");
    expect(await screen.findByText("Invalid Email")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(waitlistCalls()).toEqual([]);
  });

  it("shows Invalid Email when the server refuses the address", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        error: { code: "invalid_email", message: "Please enter a valid email address" },
      }),
    );
    await submit("a@b");
    expect(await screen.findByText("Invalid Email")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
  });

  it("shows Already Signed Up for a duplicate", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: { code: "already_signed_up", message: "This email is already on our waitlist!" },
      }),
    );
    await submit("ada@example.com");
    expect(await screen.findByText("Already Signed Up")).toBeInTheDocument();
    expect(screen.getByText("This email is already on our waitlist!")).toBeInTheDocument();
  });

  it.each([
    ["a server error", () => fetchMock.mockResolvedValue(new Response("oops", { status: 500 }))],
    ["a network failure", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
  ])("shows Something went wrong for %s", async (_label, arrange) => {
    arrange();
    await submit("ada@example.com");
    expect(await screen.findByText("Something went wrong")).toBeInTheDocument();
    expect(screen.getByText("Please try again later.")).toBeInTheDocument();
  });

  it("clears a stale Invalid Email once joined, and puts focus on the thank-you", async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { joined: true }));
    const user = userEvent.setup();
    render(<WaitlistIsland />);
    await user.type(screen.getByLabelText("Email address"), "foo");
    await user.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(await screen.findByText("Invalid Email")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email address"), "@example.com");
    await user.click(screen.getByRole("button", { name: "Join Waitlist" }));
    const thanks = await screen.findByText("Thanks! You're on the list.");
    expect(thanks).toHaveFocus();
    await waitFor(() => expect(screen.queryByText("Invalid Email")).not.toBeInTheDocument());
  });

  it("shows a signed-in visitor the way into the product", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith("/api/auth/get-session")
        ? jsonResponse(200, { user: { id: "u1", email: "ada@example.com" }, session: {} })
        : jsonResponse(201, { joined: true }),
    );
    render(<WaitlistIsland />);
    expect(await screen.findByText("ada@example.com")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to My Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    expect(screen.getByRole("link", { name: "Look up an address" })).toHaveAttribute(
      "href",
      "/permits/search",
    );
  });
});
