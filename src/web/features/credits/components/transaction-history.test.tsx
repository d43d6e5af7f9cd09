import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CreditTransaction } from "#shared/credits.ts";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { TransactionHistory } from "./transaction-history.tsx";

function entry(overrides: Partial<CreditTransaction>): CreditTransaction {
  return {
    id: crypto.randomUUID(),
    transaction_type: "purchase",
    description: "Basic Pack",
    created_at: "2026-03-01T12:00:00.000Z",
    amount: 1000,
    balance_after: 1020,
    ...overrides,
  };
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function answerWith(transactions: CreditTransaction[]) {
  fetchMock.mockImplementation(async () => Response.json({ transactions }));
}

function requestedOrders(): string[] {
  return fetchMock.mock.calls.map(([url]) => {
    const { pathname, searchParams } = new URL(String(url), "http://localhost");
    expect(pathname).toBe("/api/credits/transactions");
    return searchParams.get("order") ?? "";
  });
}

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open history
      </button>
      <TransactionHistory open={open} onOpenChange={setOpen} />
      <Toaster />
    </>
  );
}

async function openHistory() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole("button", { name: "Open history" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Transaction History" }) };
}

/** The list item holding a row's label badge. */
async function rowLabelled(label: string, index = 0) {
  const badge = (await screen.findAllByText(label, { selector: "span" }))[index] as HTMLElement;
  return { badge, row: badge.closest("li") as HTMLElement };
}

describe("transaction history", () => {
  it("loads newest first when opened, and not before", async () => {
    answerWith([]);
    const user = userEvent.setup();
    render(<Harness />);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Open history" }));
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    expect(requestedOrders()).toEqual(["desc"]);
    expect(screen.getByRole("button", { name: "Newest First" })).toBeInTheDocument();
  });

  it("shows a loading state until the answer arrives", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    await openHistory();
    expect(screen.getByText("Loading transactions...")).toBeInTheDocument();
    expect(screen.queryByText("No transactions found")).not.toBeInTheDocument();
  });

  it.each([
    ["purchase", "Purchase", /green/],
    ["query_usage", "Usage", /red/],
    ["usage", "Usage", /red/],
    ["signup_bonus", "Signup Bonus", /yellow/],
    ["referral_bonus", "Referral Bonus", /blue/],
    ["refund", "Refund", /blue/],
    ["manual_credit_adjustment", "manual credit adjustment", /gr[ae]y/],
  ])("labels %s as %s in %s", async (type, label, colour) => {
    answerWith([entry({ transaction_type: type })]);
    await openHistory();
    const { badge } = await rowLabelled(label);
    expect(badge.className).toMatch(colour);
  });

  it("shows + and green for credits, red for debits, the balance after, and No description", async () => {
    answerWith([
      entry({ transaction_type: "query_usage", amount: -2, balance_after: 1018, description: "" }),
      entry({ amount: 1000, balance_after: 1020, description: "Basic Pack (1,000 credits)" }),
      entry({ transaction_type: "signup_bonus", amount: 20, balance_after: 20, description: null }),
    ]);
    await openHistory();

    const usage = (await rowLabelled("Usage")).row;
    expect(within(usage).getByText("-2").className).toMatch(/red/);
    expect(within(usage).getByText("Balance: 1,018")).toBeInTheDocument();
    expect(within(usage).getByText("No description")).toBeInTheDocument();

    const purchase = (await rowLabelled("Purchase")).row;
    expect(within(purchase).getByText("+1,000").className).toMatch(/green/);
    expect(within(purchase).getByText("Balance: 1,020")).toBeInTheDocument();
    expect(within(purchase).getByText("Basic Pack (1,000 credits)")).toBeInTheDocument();
    expect(
      within(purchase)
        .getByRole("link", { name: /Receipt/ })
        .getAttribute("href"),
    ).toMatch(/^\/account\/receipts\/[0-9a-f-]{36}$/);

    const bonus = (await rowLabelled("Signup Bonus")).row;
    expect(within(bonus).getByText("+20")).toBeInTheDocument();
    expect(within(bonus).getByText("No description")).toBeInTheDocument();
    expect(within(bonus).queryByRole("link", { name: /Receipt/ })).not.toBeInTheDocument();
  });

  it("toggles the sort to Oldest First and loads again with order=asc, then back", async () => {
    fetchMock.mockImplementation(async (url: string) =>
      Response.json({
        transactions: url.endsWith("order=asc")
          ? [entry({ id: "a", description: "first" }), entry({ id: "b", description: "second" })]
          : [entry({ id: "b", description: "second" }), entry({ id: "a", description: "first" })],
      }),
    );
    const { user } = await openHistory();
    const descriptions = () =>
      screen
        .getAllByRole("listitem")
        .map((item) => within(item).getByText(/first|second/).textContent);
    await screen.findByText("first");
    expect(descriptions()).toEqual(["second", "first"]);

    await user.click(screen.getByRole("button", { name: "Newest First" }));
    expect(await screen.findByRole("button", { name: "Oldest First" })).toBeInTheDocument();
    await vi.waitFor(() => expect(descriptions()).toEqual(["first", "second"]));
    expect(requestedOrders()).toEqual(["desc", "asc"]);

    await user.click(screen.getByRole("button", { name: "Oldest First" }));
    await vi.waitFor(() => expect(requestedOrders()).toEqual(["desc", "asc", "desc"]));
  });

  it("loads again on Refresh, in the current order", async () => {
    answerWith([entry({})]);
    const { user } = await openHistory();
    await screen.findByText("Purchase");
    answerWith([entry({}), entry({ transaction_type: "query_usage", amount: -2 })]);
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Usage")).toBeInTheDocument();
    expect(requestedOrders()).toEqual(["desc", "desc"]);
  });

  it("only logs a failure: loading ends, the list is empty, no toast", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(
      Response.json({ error: { code: "internal_error", message: "x" } }, { status: 500 }),
    );
    await openHistory();
    expect(await screen.findByText("No transactions found")).toBeInTheDocument();
    expect(screen.queryByText("Loading transactions...")).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    // No toast or message anywhere (the toaster sits outside the dialog, hidden from roles).
    expect(screen.queryByText(/error|fail|wrong/i)).not.toBeInTheDocument();
  });

  it("closes with Close, in a panel of at most 80% of the viewport height", async () => {
    answerWith([]);
    const { user, dialog } = await openHistory();
    expect(dialog.className).toContain("max-h-[80vh]");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
