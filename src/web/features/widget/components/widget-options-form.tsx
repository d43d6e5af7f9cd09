import { useId } from "react";
import { WIDGET_THEMES, type WidgetOptions, parseAccent } from "#shared/widget.ts";

const DEFAULT_ACCENT = "#1d4ed8";

/** Theme and accent for the live widget and its snippet. */
export function WidgetOptionsForm({
  options,
  onChange,
}: {
  options: WidgetOptions;
  onChange: (options: WidgetOptions) => void;
}) {
  const id = useId();
  return (
    <form className="flex flex-wrap items-end gap-x-8 gap-y-4" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Theme</legend>
        <div className="mt-2 flex gap-4">
          {WIDGET_THEMES.map((theme) => (
            <label key={theme} className="flex min-h-11 items-center gap-2 text-sm capitalize">
              <input
                type="radio"
                name={`${id}-theme`}
                value={theme}
                checked={options.theme === theme}
                onChange={() => onChange({ ...options, theme })}
                className="size-4 accent-brand-600"
              />
              {theme}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-4">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={options.accent !== undefined}
            onChange={(event) =>
              onChange({ ...options, accent: event.target.checked ? DEFAULT_ACCENT : undefined })
            }
            className="size-4 accent-brand-600"
          />
          Accent colour
        </label>
        <input
          type="color"
          aria-label="Accent colour value"
          value={options.accent ?? DEFAULT_ACCENT}
          disabled={options.accent === undefined}
          onChange={(event) => onChange({ ...options, accent: parseAccent(event.target.value) })}
          className="h-11 w-16 cursor-pointer rounded-md border border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-50"
        />
      </div>
    </form>
  );
}
