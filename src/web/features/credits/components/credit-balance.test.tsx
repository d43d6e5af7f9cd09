import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { dismissToast } from "#web/lib/toast-store.ts";
import { refreshCredits, resetWallet } from "../hooks/wallet-store.ts";
import { CreditBalance } from "./credit-balance.tsx";

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  resetWallet();
  dismissToast();
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Answers the balance, and an empty history for the history dialog. */
function answerBalance(credits: number) {
  fetchMock.mockImplementation(async (url: string) =>
    Response.json(String(url).includes("/transactions") ? { transactions: [] } : { credits }),
  );
}

const LOW_BALANCE = "Low balance - consider purchasing more";

describe("credit balance, full variant", () => {
  it.each([
    [60, "60", /green/, false],
    [20, "20", /yellow/, true],
    [5, "5", /red/, true],
  ])("at %i credits reads %s in %s", async (credits, text, colour, low) => {
    answerBalance(credits);
    render(<CreditBalance variant="full" />);
    const amount = await screen.findByText(text);
    expect(amount.className).toMatch(colour);
    expect(screen.queryByText(LOW_BALANCE) !== null).toBe(low);
    expect(screen.getByRole("button", { name: /History/ })).toBeEnabled();
    expect(screen.getByRole("button", { name: /Buy Credits/ })).toBeEnabled();
    const [url] = fetchMock.mock.calls[0] as [string];
    expect(String(url)).toMatch(/\/api\/credits$/);
  });

  it("reads Loading... while the balance loads, without the low-balance note", () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(<CreditBalance variant="full" />);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByText(LOW_BALANCE)).not.toBeInTheDocument();
  });

  it("shows thousands with a separator", async () => {
    answerBalance(1020);
    render(<CreditBalance variant="full" />);
    expect(await screen.findByText("1,020")).toBeInTheDocument();
  });
});

describe("credit balance, compact variant", () => {
  it.each([
    [60, /green/],
    [20, /yellow/],
    [5, /red/],
  ])("at %i credits shows the number in %s", async (credits, colour) => {
    answerBalance(credits);
    render(<CreditBalance variant="compact" />);
    const group = screen.getByRole("group", { name: "Credit balance" });
    const amount = await within(group).findByText(String(credits));
    expect(amount.className).toMatch(colour);
    expect(screen.queryByText(LOW_BALANCE)).not.toBeInTheDocument();
  });

  it("reads ... while loading", () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(<CreditBalance variant="compact" />);
    expect(screen.getByText("...")).toBeInTheDocument();
  });

  it("has a buy button that opens the purchase dialog, and a history button only when asked", async () => {
    const user = userEvent.setup();
    answerBalance(60);
    const { rerender } = render(<CreditBalance variant="compact" />);
    expect(screen.queryByRole("button", { name: "Transaction history" })).not.toBeInTheDocument();
    rerender(<CreditBalance variant="compact" showHistory />);
    await user.click(screen.getByRole("button", { name: "Buy credits" }));
    expect(await screen.findByRole("dialog", { name: "Purchase Credits" })).toBeInTheDocument();
  });

  it("gives focus back to the button that opened a dialog when it closes", async () => {
    const user = userEvent.setup();
    answerBalance(60);
    render(<CreditBalance variant="compact" showHistory />);
    const history = screen.getByRole("button", { name: "Transaction history" });
    await user.click(history);
    expect(await screen.findByRole("dialog", { name: "Transaction History" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(history).toHaveFocus();
  });

  it("shares one balance between widgets: one request for two", async () => {
    answerBalance(60);
    render(
      <>
        <CreditBalance variant="compact" />
        <CreditBalance variant="full" />
      </>,
    );
    expect(await screen.findAllByText("60")).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("credit balance errors", () => {
  it("says nothing by toast when the first load fails, and offers a retry", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: { code: "internal_error" } }, { status: 500 }),
    );
    render(
      <>
        <CreditBalance variant="full" />
        <Toaster />
      </>,
    );
    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.queryByText("Failed to fetch credit balance")).not.toBeInTheDocument();

    answerBalance(42);
    await userEvent.setup().click(retry);
    expect(await screen.findByText("42")).toBeInTheDocument();
  });

  it('shows "Error" / "Failed to fetch credit balance" when a refresh fails after a first load', async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answerBalance(60);
    render(
      <>
        <CreditBalance variant="full" />
        <Toaster />
      </>,
    );
    await screen.findByText("60");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await act(() => refreshCredits());
    expect(await screen.findByText("Failed to fetch credit balance")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });
});
