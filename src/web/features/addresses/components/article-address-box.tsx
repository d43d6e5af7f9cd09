import { type FormEvent, useState } from "react";
import { EXAMPLE_ADDRESS, isValidAddress } from "#shared/addresses.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { cn } from "#web/lib/cn.ts";
import { useAddressSuggestions } from "../hooks/use-address-suggestions.ts";
import { AddressCombobox, type AddressComboboxProps } from "./address-combobox.tsx";

export const NO_ADDRESS_SUGGESTIONS =
  "No address suggestions found. You can still enter your address manually and click Search.";

export type ArticleAddressBoxProps = {
  /** A chosen or typed address; the parent stores it and moves on. */
  onAddressSubmit: (address: string, sessionToken?: string) => void;
  onAddressChange?: (address: string) => void;
  placeholder?: string;
  /** The parent is busy with a submitted address (e.g. navigating). */
  loading?: boolean;
  showExampleButton?: boolean;
  label?: string;
  id?: string;
  className?: string;
  /** The address the box starts with (a shared report link's); suggestions wait for typing. */
  initialAddress?: string;
  /** What the button does with the address: "Search" unless the page does something else. */
  submitLabel?: string;
  listPlacement?: AddressComboboxProps["listPlacement"];
};

/**
 * The address box of the guides and search pages: the address combobox and a Search button.
 * Enter picks the highlighted suggestion, else the first one shown; with no suggestions it
 * submits what was typed, as the Search button does, when that looks like an address.
 */
export function ArticleAddressBox({
  onAddressSubmit,
  onAddressChange,
  placeholder = "Enter your property address...",
  loading = false,
  showExampleButton = false,
  label = "Property address",
  id,
  className,
  initialAddress = "",
  submitLabel = "Search",
  listPlacement,
}: ArticleAddressBoxProps) {
  const [address, setAddress] = useState(initialAddress);
  const [typed, setTyped] = useState(false);
  const suggestions = useAddressSuggestions(typed ? address : "");
  const busy = loading || suggestions.loading;
  const trimmed = address.trim();
  const canSearch = isValidAddress(trimmed) && !busy;

  function change(value: string) {
    setAddress(value);
    setTyped(true);
    onAddressChange?.(value);
  }

  function choose(chosen: string) {
    if (loading) return;
    onAddressSubmit(chosen, suggestions.markSelected(chosen));
  }

  function submitTyped() {
    if (isValidAddress(trimmed)) choose(trimmed);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSearch) submitTyped();
  }

  function tryExample() {
    change(EXAMPLE_ADDRESS);
    choose(EXAMPLE_ADDRESS);
  }

  return (
    <div className={cn("grid gap-3", className)}>
      <form
        noValidate
        onSubmit={handleSubmit}
        // One row at every width: a list opened under the input must never cover the button.
        className="flex flex-row items-start gap-2"
      >
        <AddressCombobox
          id={id}
          label={label}
          hideLabel
          value={address}
          onChange={change}
          suggestions={suggestions.suggestions}
          loading={suggestions.loading}
          noResults={suggestions.noResults}
          onSelect={(prediction) => choose(prediction.description)}
          onSubmit={submitTyped}
          selectFirstOnEnter
          renderEmpty={() => NO_ADDRESS_SUGGESTIONS}
          placeholder={placeholder}
          listPlacement={listPlacement}
          className="min-w-0 flex-1"
        />
        <button
          type="submit"
          disabled={!canSearch}
          aria-busy={busy || undefined}
          className={buttonClass("primary", "md", "min-w-28 shrink-0")}
        >
          {busy ? "Loading..." : submitLabel}
        </button>
      </form>
      {showExampleButton && (
        <button
          type="button"
          disabled={loading}
          onClick={tryExample}
          className={buttonClass("ghost", "md", "justify-self-start")}
        >
          Try Example Address
        </button>
      )}
    </div>
  );
}
