import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressPrediction } from "#shared/addresses.ts";
import { fetchAddressSuggestions } from "../api/address-suggestions.ts";
import { AddressAutocomplete, type AddressAutocompleteProps } from "./address-autocomplete.tsx";
import { PENN_PREDICTIONS } from "../__fixtures__/address-predictions.ts";

vi.mock("../api/address-suggestions.ts", () => ({ fetchAddressSuggestions: vi.fn() }));
const fetchMock = vi.mocked(fetchAddressSuggestions);

function Harness(props: Partial<AddressAutocompleteProps>) {
  const [value, setValue] = useState("");
  return (
    <AddressAutocomplete
      label="Property address"
      value={value}
      onChange={setValue}
      onSelect={() => {}}
      placeholder="Start typing an address"
      {...props}
    />
  );
}

const combobox = () => screen.getByRole("combobox", { name: "Property address" });

async function typeAndWaitForOptions(text = "1600 Penn") {
  const user = userEvent.setup();
  render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
  await user.type(combobox(), text);
  const options = await screen.findAllByRole("option");
  return { user, options };
}

let onSelect: ReturnType<typeof vi.fn<(p: AddressPrediction, token: string | undefined) => void>>;
let onSubmit: ReturnType<typeof vi.fn<() => void>>;
let scrolled: Element[];
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(PENN_PREDICTIONS);
  onSelect = vi.fn();
  onSubmit = vi.fn();
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("address autocomplete", () => {
  it("is an ARIA 1.2 combobox that controls a listbox of options", async () => {
    render(<Harness />);
    const input = combobox();
    expect(input).toHaveAttribute("aria-autocomplete", "list");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveAttribute("placeholder", "Start typing an address");
    const listbox = screen.getByRole("listbox", { hidden: true });
    expect(input).toHaveAttribute("aria-controls", listbox.id);
    expect(listbox).not.toBeVisible();

    await userEvent.setup().type(input, "1600 Penn");
    const options = await screen.findAllByRole("option");
    expect(fetchMock).toHaveBeenCalledWith(
      "1600 Penn",
      expect.any(String),
      expect.any(AbortSignal),
    );
    expect(input).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("listbox", { name: "Property address" })).toBeVisible();
    expect(options.map((option) => option.getAttribute("aria-selected"))).toEqual([
      "false",
      "false",
      "false",
    ]);
    expect(input).not.toHaveAttribute("aria-activedescendant");
    expect(listbox).toHaveClass("max-h-60", "overflow-y-auto");
    expect(screen.getByRole("status")).toHaveTextContent("3 address suggestions available.");
  });

  it("shows main and secondary text, with the typed words in bold", async () => {
    const { options } = await typeAndWaitForOptions("1600 penn");
    const [first] = options as [HTMLElement];
    expect(first).toHaveAccessibleName("1600 Pennsylvania Ave NW, Washington, DC 20500");
    expect(within(first).getByText("Washington, DC 20500")).toBeVisible();
    expect([...first.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual([
      "1600",
      "Penn",
    ]);
    expect(first.querySelector("mark")).toHaveClass("font-bold");
  });

  it("moves the highlight with the arrow keys, wrapping at both ends, and keeps it in view", async () => {
    const { user, options } = await typeAndWaitForOptions();
    const input = combobox();
    const highlighted = () => input.getAttribute("aria-activedescendant");

    await user.keyboard("{ArrowDown}");
    expect(highlighted()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(scrolled.at(-1)).toBe(options[0]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(highlighted()).toBe(options[2]?.id);
    expect(options[0]).toHaveAttribute("aria-selected", "false");
    expect(scrolled.at(-1)).toBe(options[2]);
    await user.keyboard("{ArrowDown}");
    expect(highlighted()).toBe(options[0]?.id);
    await user.keyboard("{ArrowUp}");
    expect(highlighted()).toBe(options[2]?.id);
    await user.keyboard("{ArrowUp}");
    expect(highlighted()).toBe(options[1]?.id);
  });

  it("selects the highlighted option with Enter, fills the input and closes the list", async () => {
    const { user } = await typeAndWaitForOptions();
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(PENN_PREDICTIONS[1], expect.any(String));
    expect(onSelect.mock.calls[0]?.[1]).toBe(fetchMock.mock.calls[0]?.[1]);
    expect(combobox()).toHaveValue("1600 Penn Ave, Pittsburgh, PA 15222");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("selects an option clicked with the mouse, keeping the focus in the input", async () => {
    const { user, options } = await typeAndWaitForOptions();
    await user.click(options[2] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith(PENN_PREDICTIONS[2], expect.any(String));
    expect(combobox()).toHaveValue("1600 Pennington Rd, Ewing Township, NJ 08618");
    expect(combobox()).toHaveFocus();
  });

  it("closes the list with Escape and clears the input with a second Escape", async () => {
    const { user } = await typeAndWaitForOptions();
    await user.keyboard("{ArrowDown}{Escape}");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
    expect(combobox()).not.toHaveAttribute("aria-activedescendant");
    expect(screen.queryAllByRole("option")).toHaveLength(0);
    expect(combobox()).toHaveValue("1600 Penn");
    await user.keyboard("{ArrowDown}");
    expect(combobox()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}{Escape}");
    expect(combobox()).toHaveValue("");
    expect(onSelect).not.toHaveBeenCalled();
  });

  it("submits the typed text with Enter when no option is highlighted", async () => {
    const { user } = await typeAndWaitForOptions();
    await user.keyboard("{Enter}");
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('says "No matching addresses found" when the search finds nothing', async () => {
    fetchMock.mockResolvedValue([]);
    render(<Harness />);
    await userEvent.setup().type(combobox(), "1600 Zzz");
    expect(await screen.findByText("No matching addresses found")).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("No matching addresses found");
    expect(combobox()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows its own empty message when given one", async () => {
    fetchMock.mockResolvedValue([]);
    render(<Harness renderEmpty={() => "Nothing here"} />);
    await userEvent.setup().type(combobox(), "1600 Zzz");
    expect(await screen.findByText("Nothing here")).toBeVisible();
    expect(screen.queryByText("No matching addresses found")).not.toBeInTheDocument();
  });

  it("tells that suggestions are loading while the search runs", async () => {
    let answer: (predictions: AddressPrediction[]) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<Harness />);
    await userEvent.setup().type(combobox(), "1600 Penn");
    expect(await screen.findByText("Loading address suggestions…")).toBeInTheDocument();
    answer(PENN_PREDICTIONS);
    expect(await screen.findAllByRole("option")).toHaveLength(3);
    expect(screen.queryByText("Loading address suggestions…")).not.toBeInTheDocument();
  });

  it("can be disabled", () => {
    render(<Harness disabled />);
    expect(combobox()).toBeDisabled();
  });
});
