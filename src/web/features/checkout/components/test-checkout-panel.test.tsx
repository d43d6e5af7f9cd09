import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TestCheckoutPanel } from "./test-checkout-panel.tsx";

const OPEN = {
  id: "co_1",
  pack: "1K",
  name: "Basic Pack",
  credits: 1000,
  priceCents: 600,
  status: "open",
};

/** What the server answers, by method and path. */
const ANSWERS: Record<string, unknown> = {
  "GET /api/checkout/test/co_1": OPEN,
  "POST /api/checkout/test/co_1/complete": { status: "paid", credits: 1020 },
  "POST /api/checkout/test/co_1/cancel": { status: "canceled" },
};

let fetchMock: ReturnType<typeof vi.fn>;
const requests = () =>
  fetchMock.mock.calls.map(
    ([url, init]) => `${(init as RequestInit | undefined)?.method ?? "GET"} ${String(url)}`,
  );
beforeEach(() => {
  fetchMock = vi.fn(async (url: string | URL, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${new URL(String(url), "http://localhost").pathname}`;
    return key in ANSWERS
      ? Response.json(ANSWERS[key])
      : Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderCheckout(id = "co_1") {
  const Stub = createRoutesStub([
    { path: "/checkout/test/:id", Component: () => <TestCheckoutPanel checkoutId={id} /> },
  ]);
  render(<Stub initialEntries={[`/checkout/test/${id}`]} />);
  return userEvent.setup();
}

describe("test checkout page", () => {
  it("says plainly that it is test mode and shows the pack, credits and price", async () => {
    renderCheckout();
    expect(screen.getByText("Test mode — no card is charged")).toBeInTheDocument();
    expect(await screen.findByText("Basic Pack")).toBeInTheDocument();
    expect(screen.getByText("1,000")).toBeInTheDocument();
    expect(screen.getByText("$6.00")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay $6.00" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("pays, then says how many credits were added and links back", async () => {
    const user = renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Pay $6.00" }));
    expect(
      await screen.findByText("Payment complete. 1,000 credits were added to your balance."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
    expect(requests()).toContain("POST /api/checkout/test/co_1/complete");
  });

  it("cancels", async () => {
    const user = renderCheckout();
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(await screen.findByText(/Checkout canceled/)).toBeInTheDocument();
    expect(requests()).toContain("POST /api/checkout/test/co_1/cancel");
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });

  it("explains a checkout that does not exist", async () => {
    renderCheckout("co_unknown");
    expect(
      await screen.findByText("This checkout doesn't exist or belongs to another account."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Pay/ })).not.toBeInTheDocument();
  });
});
