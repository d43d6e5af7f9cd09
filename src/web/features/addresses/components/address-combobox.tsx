import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { AddressPrediction } from "#shared/addresses.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { cn } from "#web/lib/cn.ts";
import { HighlightedText } from "./highlighted-text.tsx";

export type AddressComboboxProps = {
  label: string;
  /** Keeps the label for screen readers only, where the placeholder and a button say enough. */
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  suggestions: AddressPrediction[];
  loading: boolean;
  noResults: boolean;
  /** Called after `onChange` has been given the prediction's description. */
  onSelect: (prediction: AddressPrediction) => void;
  /** Enter that selects no suggestion: submit the typed text. */
  onSubmit?: () => void;
  /** Enter with suggestions but none highlighted selects the first instead of submitting. */
  selectFirstOnEnter?: boolean;
  /** Replaces the "No matching addresses found" message. */
  renderEmpty?: () => ReactNode;
  placeholder?: string;
  id?: string | undefined;
  name?: string;
  disabled?: boolean;
  className?: string;
  /**
   * "inline" puts the suggestions in the flow under the input instead of over the page: in a
   * frame sized to its content (the embeddable permit check), a list over the page is cut off.
   */
  listPlacement?: "popup" | "inline" | undefined;
};

export const NO_MATCHING_ADDRESSES = "No matching addresses found";

const POPUP = {
  popup:
    "absolute inset-x-0 top-full z-20 mt-1 rounded-md border border-slate-200 bg-white shadow-lg",
  inline: "mt-1 rounded-md border border-slate-200 bg-white",
};

/**
 * The address input with its suggestion list: an ARIA 1.2 combobox with list autocomplete. Focus
 * stays in the input; the highlighted option is named by aria-activedescendant.
 */
export function AddressCombobox({
  label,
  hideLabel = false,
  value,
  onChange,
  suggestions,
  loading,
  noResults,
  onSelect,
  onSubmit,
  selectFirstOnEnter = false,
  renderEmpty,
  placeholder,
  id,
  name,
  disabled = false,
  className,
  listPlacement = "popup",
}: AddressComboboxProps) {
  const popup = POPUP[listPlacement];
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const listbox = useRef<HTMLUListElement>(null);

  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  // A new list starts with nothing highlighted: the old index would point at another address.
  const [listShown, setListShown] = useState(suggestions);
  if (listShown !== suggestions) {
    setListShown(suggestions);
    setHighlighted(-1);
  }

  const showOptions = open && !disabled && suggestions.length > 0;
  const showEmpty = open && !disabled && noResults && suggestions.length === 0;
  const active = showOptions ? highlighted : -1;

  useEffect(() => {
    if (active < 0) return;
    // Optional call: jsdom has no layout, so no scrollIntoView.
    listbox.current?.children[active]?.scrollIntoView?.({ block: "nearest" });
  }, [active]);

  function select(prediction: AddressPrediction) {
    setOpen(false);
    setHighlighted(-1);
    onChange(prediction.description);
    onSelect(prediction);
  }

  function move(step: 1 | -1) {
    const count = suggestions.length;
    if (count === 0) return;
    const first = step === 1 ? 0 : count - 1;
    setOpen(true);
    setHighlighted(active < 0 ? first : (active + step + count) % count);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter and arrows belong to the input method while it composes (Japanese, Chinese, …).
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (suggestions.length === 0) return;
        event.preventDefault();
        move(event.key === "ArrowDown" ? 1 : -1);
        return;
      case "Enter": {
        const chosen = suggestions[active] ?? (selectFirstOnEnter ? suggestions[0] : undefined);
        if (chosen) {
          event.preventDefault();
          select(chosen);
        } else if (onSubmit) {
          event.preventDefault();
          setOpen(false);
          onSubmit();
        }
        return;
      }
      case "Escape":
        if (showOptions || showEmpty) {
          event.preventDefault();
          setOpen(false);
          setHighlighted(-1);
        } else if (value) {
          event.preventDefault();
          onChange("");
        }
        return;
    }
  }

  // Keeps the focus in the input when an option, the scrollbar or the message is pressed.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div className={cn("grid gap-1.5", className)}>
      <label
        htmlFor={inputId}
        className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-800"}
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-expanded={showOptions}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint={onSubmit ? "search" : undefined}
          value={value}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setHighlighted(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={handleKeyDown}
          className="h-11 w-full rounded-md border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 disabled:bg-slate-50"
        />
        {loading && (
          <Spinner className="absolute top-5.5 right-3 -translate-y-1/2 text-slate-500" />
        )}
        <ul
          ref={listbox}
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!showOptions}
          onMouseDown={keepFocus}
          className={cn(popup, "max-h-60 overflow-y-auto overscroll-contain py-1")}
        >
          {showOptions &&
            suggestions.map((prediction, index) => (
              <li
                key={`${index}-${prediction.place_id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onClick={() => select(prediction)}
                onMouseMove={() => {
                  if (index !== highlighted) setHighlighted(index);
                }}
                className={cn(
                  "flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2",
                  index === active && "bg-brand-50",
                )}
              >
                <span className="text-base text-slate-900">
                  <HighlightedText
                    text={prediction.structured_formatting.main_text}
                    typed={value}
                  />
                </span>
                {prediction.structured_formatting.secondary_text && (
                  <>
                    {/* Read as "main, secondary"; the flex column drops the space visually. */}
                    <span className="sr-only">,</span>{" "}
                    <span className="text-sm text-slate-600">
                      <HighlightedText
                        text={prediction.structured_formatting.secondary_text}
                        typed={value}
                      />
                    </span>
                  </>
                )}
              </li>
            ))}
        </ul>
        <div role="status">
          {showEmpty ? (
            <div onMouseDown={keepFocus} className={cn(popup, "px-3 py-3 text-sm text-slate-700")}>
              {renderEmpty ? renderEmpty() : NO_MATCHING_ADDRESSES}
            </div>
          ) : (
            <span className="sr-only">
              {loading
                ? "Loading address suggestions…"
                : showOptions
                  ? `${suggestions.length} address ${suggestions.length === 1 ? "suggestion" : "suggestions"} available.`
                  : ""}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
