import { act, render, renderHook, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDIT_UPDATES_EVENT } from "#shared/credits.ts";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { dismissToast } from "#web/lib/toast-store.ts";
import { CreditBalance } from "../components/credit-balance.tsx";
import { useWallet } from "./use-wallet.ts";
import { resetWallet } from "./wallet-store.ts";

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  push(credits: number) {
    const event = new MessageEvent(CREDIT_UPDATES_EVENT, { data: JSON.stringify({ credits }) });
    for (const listener of this.listeners.get(CREDIT_UPDATES_EVENT) ?? []) listener(event);
  }
}

let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let openMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetWallet();
  dismissToast();
  FakeEventSource.instances = [];
  fetchMock = vi.fn(async () => Response.json({ credits: 20 }));
  openMock = vi.fn(() => ({ opener: {} }));
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("open", openMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function checkoutAnswer(status: number, body: unknown) {
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
    init?.method === "POST" ? Response.json(body, { status }) : Response.json({ credits: 20 }),
  );
}

const PURCHASE_FAILED = "Failed to create checkout session";

describe("useWallet", () => {
  it("loads the balance by itself when not initialised, and reports loading meanwhile", async () => {
    const { result } = renderHook(() => useWallet());
    expect(result.current.initialized).toBe(false);
    await vi.waitFor(() => expect(result.current.initialized).toBe(true));
    expect(result.current.credits).toBe(20);
    expect(result.current.isLoading).toBe(false);
    expect(Object.keys(result.current).sort()).toEqual(
      ["credits", "initialized", "isLoading", "purchaseCredits", "refreshCredits"].sort(),
    );
  });

  it("keeps the balance current from the live stream, and closes it when no widget is left", async () => {
    const { unmount } = render(<CreditBalance variant="full" />);
    expect(await screen.findByText("20")).toBeInTheDocument();
    const [stream] = FakeEventSource.instances;
    expect(stream?.url).toBe("/api/realtime");
    act(() => stream?.push(1020));
    expect(screen.getByText("1,020")).toBeInTheDocument();
    unmount();
    expect(stream?.closed).toBe(true);
  });

  it("opens the checkout address in a new tab and returns true", async () => {
    checkoutAnswer(201, { url: "/checkout/test/co_1" });
    const { result } = renderHook(() => useWallet());
    let opened: boolean | undefined;
    await act(async () => {
      opened = await result.current.purchaseCredits("5K");
    });
    expect(opened).toBe(true);
    expect(openMock).toHaveBeenCalledWith("/checkout/test/co_1", "_blank");
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toMatch(/\/api\/checkout$/);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ pack: "5K" });
  });

  it.each([
    ["an answer without a url", 201, {}],
    ["a server error", 500, { error: { code: "internal_error", message: "x" } }],
  ])('returns false and shows "Purchase Failed" for %s', async (_label, status, body) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    checkoutAnswer(status, body);
    render(<Toaster />);
    const { result } = renderHook(() => useWallet());
    let opened: boolean | undefined;
    await act(async () => {
      opened = await result.current.purchaseCredits("1K");
    });
    expect(opened).toBe(false);
    expect(openMock).not.toHaveBeenCalled();
    expect(await screen.findByText("Purchase Failed")).toBeInTheDocument();
    expect(screen.getByText(PURCHASE_FAILED)).toBeInTheDocument();
  });

  it.each([
    [
      "balance_limit_reached",
      409,
      "This account already holds the most credits one account may hold.",
    ],
    ["service_unavailable", 503, "Purchases are not available on this site yet."],
  ])("shows the server's own reason for %s", async (code, status, message) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    checkoutAnswer(status, { error: { code, message } });
    render(<Toaster />);
    const { result } = renderHook(() => useWallet());
    await act(async () => {
      await result.current.purchaseCredits("10K");
    });
    expect(await screen.findByText("Purchase Failed")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
