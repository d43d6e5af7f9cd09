import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type AddressPrediction, EXAMPLE_ADDRESS } from "#shared/addresses.ts";
import { fetchAddressSuggestions } from "../api/address-suggestions.ts";
import { ArticleAddressBox, type ArticleAddressBoxProps } from "./article-address-box.tsx";
import { PENN_PREDICTIONS } from "../__fixtures__/address-predictions.ts";

vi.mock("../api/address-suggestions.ts", () => ({ fetchAddressSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchAddressSuggestions);

const NO_SUGGESTIONS =
  "No address suggestions found. You can still enter your address manually and click Search.";

let onAddressSubmit: ReturnType<typeof vi.fn<(address: string, sessionToken?: string) => void>>;
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    input.startsWith("1600 Penn") ? PENN_PREDICTIONS : [],
  );
  onAddressSubmit = vi.fn();
});

function renderBox(props: Partial<ArticleAddressBoxProps> = {}) {
  const user = userEvent.setup();
  const view = render(<ArticleAddressBox onAddressSubmit={onAddressSubmit} {...props} />);
  return { user, ...view };
}

const input = () => screen.getByRole("combobox", { name: "Property address" });
const searchButton = () => screen.getByRole("button", { name: /^(Search|Loading\.\.\.)$/ });

describe("article address box", () => {
  it("has the default placeholder, or the article's own", () => {
    const { unmount } = renderBox();
    expect(input()).toHaveAttribute("placeholder", "Enter your property address...");
    unmount();
    renderBox({ placeholder: "Where is your ADU going?" });
    expect(input()).toHaveAttribute("placeholder", "Where is your ADU going?");
  });

  it("starts with a shared link's address, asks for no suggestions until typing, and searches it", async () => {
    const { user } = renderBox({ initialAddress: "1600 Pennsylvania Ave NW, Washington, DC" });
    expect(input()).toHaveValue("1600 Pennsylvania Ave NW, Washington, DC");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(onAddressSubmit).toHaveBeenCalledWith(
      "1600 Pennsylvania Ave NW, Washington, DC",
      undefined,
    );
  });

  it("names its button after what the page does with the address", () => {
    renderBox({ submitLabel: "Create project" });
    expect(screen.getByRole("button", { name: "Create project" })).toBeInTheDocument();
  });

  it("tells the parent what is typed", async () => {
    const onAddressChange = vi.fn();
    const { user } = renderBox({ onAddressChange });
    await user.type(input(), "12 Ma");
    expect(onAddressChange).toHaveBeenLastCalledWith("12 Ma");
    expect(input()).toHaveValue("12 Ma");
  });

  it("enables Search only for a valid address, once suggestions have loaded", async () => {
    const { user } = renderBox();
    expect(searchButton()).toBeDisabled();
    expect(searchButton()).toHaveTextContent("Search");
    await user.type(input(), "   ");
    expect(searchButton()).toBeDisabled();
    await user.type(input(), "Main Street");
    await screen.findByText(NO_SUGGESTIONS);
    expect(searchButton()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), "12 Main St");
    await screen.findByText(NO_SUGGESTIONS);
    expect(searchButton()).toBeEnabled();
    expect(searchButton()).toHaveTextContent("Search");
  });

  it('disables Search and reads "Loading..." while suggestions load', async () => {
    let answer: (predictions: AddressPrediction[]) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderBox();
    await user.type(input(), "12 Main St");
    expect(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();
    answer([]);
    expect(await screen.findByRole("button", { name: "Search" })).toBeEnabled();
  });

  it('disables Search and reads "Loading..." while the parent is busy', async () => {
    const { user } = renderBox({ loading: true });
    await user.type(input(), "12 Main St");
    await screen.findByText(NO_SUGGESTIONS);
    expect(searchButton()).toBeDisabled();
    expect(searchButton()).toHaveTextContent("Loading...");
    await user.keyboard("{Enter}");
    expect(onAddressSubmit).not.toHaveBeenCalled();
  });

  it("says the address can still be typed and searched when there are no suggestions", async () => {
    const { user } = renderBox();
    await user.type(input(), "12 Nowhere Ln");
    expect(
      await screen.findByText(
        "No address suggestions found. You can still enter your address manually and click Search.",
      ),
    ).toBeVisible();
    expect(screen.queryByText("No matching addresses found")).not.toBeInTheDocument();
  });

  it("selects the first suggestion with Enter when none is highlighted", async () => {
    const { user } = renderBox();
    await user.type(input(), "1600 Penn");
    await screen.findAllByRole("option");
    await user.keyboard("{Enter}");
    expect(onAddressSubmit).toHaveBeenCalledTimes(1);
    expect(onAddressSubmit).toHaveBeenCalledWith(
      "1600 Pennsylvania Ave NW, Washington, DC 20500",
      fetchMock.mock.calls[0]?.[1],
    );
    expect(input()).toHaveValue("1600 Pennsylvania Ave NW, Washington, DC 20500");
  });

  it("selects the highlighted suggestion with Enter, or the first after the list was closed", async () => {
    const { user } = renderBox();
    await user.type(input(), "1600 Penn");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onAddressSubmit).toHaveBeenLastCalledWith(
      "1600 Penn Ave, Pittsburgh, PA 15222",
      expect.any(String),
    );
    await user.clear(input());
    await user.type(input(), "1600 Penn");
    await screen.findAllByRole("option");
    await user.keyboard("{Escape}{Enter}");
    expect(onAddressSubmit).toHaveBeenCalledTimes(2);
    expect(onAddressSubmit).toHaveBeenLastCalledWith(
      "1600 Pennsylvania Ave NW, Washington, DC 20500",
      expect.any(String),
    );
  });

  it("submits a valid typed address, trimmed, with Enter when there are no suggestions", async () => {
    const { user } = renderBox();
    await user.type(input(), "  12 Main St  ");
    await screen.findByText(NO_SUGGESTIONS);
    await user.keyboard("{Enter}");
    expect(onAddressSubmit).toHaveBeenCalledTimes(1);
    expect(onAddressSubmit.mock.calls[0]?.[0]).toBe("12 Main St");
  });

  it("does nothing on Enter for an invalid typed address", async () => {
    const { user } = renderBox();
    await user.type(input(), "Main Street");
    await screen.findByText(NO_SUGGESTIONS);
    await user.keyboard("{Enter}");
    await user.clear(input());
    await user.type(input(), "12 Ma{Enter}");
    expect(onAddressSubmit).not.toHaveBeenCalled();
  });

  it("submits the typed address with the Search button", async () => {
    const { user } = renderBox();
    await user.type(input(), "12 Main St ");
    await screen.findByText(NO_SUGGESTIONS);
    await user.click(searchButton());
    expect(onAddressSubmit).toHaveBeenCalledTimes(1);
    expect(onAddressSubmit.mock.calls[0]?.[0]).toBe("12 Main St");
  });

  it("fills and selects the example address with Try Example Address", async () => {
    const onAddressChange = vi.fn();
    const { user } = renderBox({ showExampleButton: true, onAddressChange });
    await user.click(screen.getByRole("button", { name: "Try Example Address" }));
    expect(onAddressSubmit).toHaveBeenCalledWith(EXAMPLE_ADDRESS, undefined);
    expect(onAddressChange).toHaveBeenLastCalledWith(EXAMPLE_ADDRESS);
    expect(input()).toHaveValue(EXAMPLE_ADDRESS);
  });

  it("offers no example button unless asked to", () => {
    renderBox();
    expect(screen.queryByRole("button", { name: "Try Example Address" })).not.toBeInTheDocument();
  });
});
