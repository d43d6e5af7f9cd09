import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReceiptView } from "./receipt-view.tsx";

const RECEIPT = {
  id: "0b6f3c1e-1111-4222-8333-444455556666",
  createdAt: "2026-11-26T10:00:00.000Z",
  email: "buyer@example.com",
  packName: "Popular Pack",
  credits: 5000,
  amountCents: 2850,
  currency: "USD",
  paidWith: "card",
  checkoutId: "cs_test_123",
  balanceAfter: 5020,
};

afterEach(() => vi.unstubAllGlobals());

function renderReceipt(answer: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => answer),
  );
  render(
    <MemoryRouter>
      <ReceiptView id={RECEIPT.id} />
    </MemoryRouter>,
  );
}

describe("ReceiptView", () => {
  it("shows what was bought, the amount, the date, the buyer and the refund terms", async () => {
    renderReceipt(Response.json({ receipt: RECEIPT }));
    expect(await screen.findByText("Popular Pack: 5,000 credits")).toBeVisible();
    expect(screen.getByText("$28.50 USD")).toBeVisible();
    expect(screen.getByText("buyer@example.com")).toBeVisible();
    expect(screen.getByText(RECEIPT.id)).toBeVisible();
    expect(screen.getByText("5,020 credits")).toBeVisible();
    expect(screen.getByRole("link", { name: "refund policy" })).toHaveAttribute("href", "/refunds");
    expect(screen.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
  });

  it("says plainly when the receipt is not the user's or does not exist", async () => {
    renderReceipt(
      Response.json({ error: { code: "not_found", message: "No such receipt." } }, { status: 404 }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There is no receipt with this number in your account.",
    );
  });
});
