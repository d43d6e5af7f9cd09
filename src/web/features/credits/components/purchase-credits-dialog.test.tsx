import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { PackId } from "#shared/credits.ts";
import { PurchaseCreditsDialog } from "./purchase-credits-dialog.tsx";

function Harness({
  isLoading = false,
  onPurchase,
}: {
  isLoading?: boolean;
  onPurchase: (pack: PackId) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(true);
  return (
    <PurchaseCreditsDialog
      open={open}
      onOpenChange={setOpen}
      isLoading={isLoading}
      onPurchase={onPurchase}
    />
  );
}

/** A purchase call the test answers when it wants to. */
function deferredPurchase() {
  let answer: (opened: boolean) => void = () => {};
  const onPurchase = vi.fn(
    () =>
      new Promise<boolean>((resolve) => {
        answer = resolve;
      }),
  );
  return { onPurchase, answer: (opened: boolean) => answer(opened) };
}

const packButton = (name: RegExp) => screen.getByRole("button", { name });

describe("purchase credits dialog", () => {
  it("shows the three packs with credits, price, approximate chats and the Popular mark", () => {
    render(<Harness onPurchase={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Purchase Credits" });
    const basic = within(dialog).getByRole("button", { name: /Basic Pack/ });
    expect(basic).toHaveTextContent("1,000 credits");
    expect(basic).toHaveTextContent("$6.00");
    expect(basic).toHaveTextContent("~500 chats");
    expect(basic).not.toHaveTextContent("Popular");
    const popular = within(dialog).getByRole("button", { name: /Popular Pack/ });
    expect(popular).toHaveTextContent("5,000 credits");
    expect(popular).toHaveTextContent("$28.50");
    expect(popular).toHaveTextContent("~2,500 chats");
    expect(within(popular).getByText("Popular")).toBeInTheDocument();
    const enterprise = within(dialog).getByRole("button", { name: /Enterprise Pack/ });
    expect(enterprise).toHaveTextContent("10,000 credits");
    expect(enterprise).toHaveTextContent("$54.00");
    expect(enterprise).toHaveTextContent("~5,000 chats");
  });

  it("opens with focus on the dialog itself, no pack looking chosen", async () => {
    render(<Harness onPurchase={vi.fn()} />);
    const dialog = await screen.findByRole("dialog", { name: "Purchase Credits" });
    await vi.waitFor(() => expect(dialog).toHaveFocus());
  });

  it("states what one message costs in each pack and links to the refund policy", () => {
    render(<Harness onPurchase={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Purchase Credits" });
    expect(within(dialog).getByRole("button", { name: /Basic Pack/ })).toHaveTextContent(
      "1.2¢ a message",
    );
    expect(within(dialog).getByRole("button", { name: /Popular Pack/ })).toHaveTextContent(
      "1.14¢ a message",
    );
    expect(within(dialog).getByRole("button", { name: /Enterprise Pack/ })).toHaveTextContent(
      "1.08¢ a message",
    );
    const refunds = within(dialog).getByRole("link", { name: /Refund policy/ });
    expect(refunds).toHaveAttribute("href", "/refunds");
    expect(dialog).toHaveTextContent("an answer that fails costs nothing");
  });

  it("marks the clicked pack in progress and disables its button until the call returns", async () => {
    const user = userEvent.setup();
    const { onPurchase, answer } = deferredPurchase();
    render(<Harness onPurchase={onPurchase} />);
    await user.click(packButton(/Popular Pack/));
    expect(onPurchase).toHaveBeenCalledWith("5K");
    expect(packButton(/Popular Pack/)).toBeDisabled();
    expect(packButton(/Popular Pack/)).toHaveAttribute("aria-busy", "true");
    expect(packButton(/Popular Pack/)).toHaveTextContent("Opening checkout...");
    expect(packButton(/Basic Pack/)).not.toHaveTextContent("Opening checkout...");

    answer(false);
    // The button is there all along: wait for the answer to enable it (findByRole would return
    // it at once, before the answer's state update on a busy machine).
    await waitFor(() => expect(packButton(/Popular Pack/)).toBeEnabled());
  });

  it("closes when the purchase call returns true", async () => {
    const user = userEvent.setup();
    const { onPurchase, answer } = deferredPurchase();
    render(<Harness onPurchase={onPurchase} />);
    await user.click(packButton(/Basic Pack/));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    answer(true);
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("stays open, with the pack clickable again, when the purchase call returns false", async () => {
    const user = userEvent.setup();
    const onPurchase = vi.fn(async () => false);
    render(<Harness onPurchase={onPurchase} />);
    await user.click(packButton(/Enterprise Pack/));
    await vi.waitFor(() => expect(packButton(/Enterprise Pack/)).toBeEnabled());
    expect(screen.getByRole("dialog", { name: "Purchase Credits" })).toBeInTheDocument();
    expect(packButton(/Enterprise Pack/)).not.toHaveTextContent("Opening checkout...");
    expect(onPurchase).toHaveBeenCalledWith("10K");
  });

  it("disables every pack while the wallet loads", async () => {
    const onPurchase = vi.fn(async () => true);
    render(<Harness isLoading onPurchase={onPurchase} />);
    for (const name of [/Basic Pack/, /Popular Pack/, /Enterprise Pack/]) {
      expect(packButton(name)).toBeDisabled();
    }
    await userEvent.setup().click(packButton(/Basic Pack/));
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it("closes with the close button", async () => {
    render(<Harness onPurchase={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
