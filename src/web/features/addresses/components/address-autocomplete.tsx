import type { AddressPrediction } from "#shared/addresses.ts";
import { useAddressSuggestions } from "../hooks/use-address-suggestions.ts";
import { AddressCombobox, type AddressComboboxProps } from "./address-combobox.tsx";

export type AddressAutocompleteProps = Omit<
  AddressComboboxProps,
  "suggestions" | "loading" | "noResults" | "onSelect"
> & {
  /** `sessionToken` is the autocomplete session the selection ends, to pass on with the address. */
  onSelect: (prediction: AddressPrediction, sessionToken: string | undefined) => void;
};

/** An address field: the address combobox fed with live suggestions. */
export function AddressAutocomplete({ onSelect, ...combobox }: AddressAutocompleteProps) {
  const { suggestions, loading, noResults, markSelected } = useAddressSuggestions(combobox.value);
  return (
    <AddressCombobox
      {...combobox}
      suggestions={suggestions}
      loading={loading}
      noResults={noResults}
      onSelect={(prediction) => onSelect(prediction, markSelected(prediction.description))}
    />
  );
}
