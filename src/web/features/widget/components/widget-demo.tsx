import { useEffect, useRef } from "react";
import { type WidgetSnippetOptions, widgetScriptAttributes } from "#shared/widget.ts";

/**
 * The permit check live, put on the page by the very snippet shown beside it: a script tag with
 * the same attributes, inserted into this box, which loads /widget.js and its frame as any other
 * site would. New options replace the tag and its frame.
 */
export function WidgetDemo({ origin, options }: { origin: string; options: WidgetSnippetOptions }) {
  const box = useRef<HTMLDivElement>(null);
  const { theme, accent } = options;
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const script = document.createElement("script");
    for (const [name, value] of widgetScriptAttributes(origin, { theme, accent }))
      script.setAttribute(name, value);
    script.async = true;
    container.append(script);
    return () => container.replaceChildren();
  }, [origin, theme, accent]);
  return (
    <div
      ref={box}
      data-testid="widget-demo"
      className={
        theme === "dark"
          ? "rounded-xl bg-slate-900 p-3 sm:p-6"
          : "rounded-xl border border-slate-200 bg-slate-50 p-3 sm:p-6"
      }
    />
  );
}
