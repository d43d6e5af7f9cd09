import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetWallet } from "#web/features/credits/hooks/wallet-store.ts";
import { TopBarUser } from "./top-bar-user.tsx";

class SilentEventSource {
  addEventListener() {}
  close() {}
}

let signedIn: boolean;
beforeEach(() => {
  resetWallet();
  signedIn = false;
  vi.stubGlobal("EventSource", SilentEventSource);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/api/auth/get-session"))
        return Response.json(signedIn ? { user: { id: "u1", email: "a@example.com" } } : null);
      if (url.endsWith("/api/credits")) return Response.json({ credits: 1234 });
      return Response.json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the top bar of a guide page", () => {
  it("keeps Sign in for a visitor who is not signed in", async () => {
    render(<TopBarUser />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
  });

  it("shows a signed-in reader the compact balance with buy and history, as every page does", async () => {
    signedIn = true;
    render(<TopBarUser />);
    // The prerendered Sign in first (so hydration matches), then the balance.
    expect(screen.getByRole("link", { name: "Sign in" })).toBeInTheDocument();
    const balance = await screen.findByRole("group", { name: "Credit balance" });
    expect(await screen.findByText(/1,234/)).toBeInTheDocument();
    expect(balance).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
  });
});
