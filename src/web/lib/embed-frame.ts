import {
  isHelloMessage,
  type WidgetHeightMessage,
  type WidgetOptions,
  WIDGET_HEIGHT,
} from "#shared/widget.ts";

/**
 * The embed page's side of the widget: its theme, and its height for the loader on the
 * host page (`src/web/widget/widget-loader.ts`), which sizes the iframe to it.
 */

/**
 * Puts the theme and accent on the document element, outside React, so that the hydrated markup
 * stays the prerendered one; the variables in `app.css` ("embeddable permit check") do the rest.
 */
export function applyWidgetTheme(root: HTMLElement, { theme, accent }: WidgetOptions): void {
  root.dataset.widgetTheme = theme;
  if (!accent) return;
  root.dataset.widgetAccent = "";
  root.style.setProperty("--widget-accent", accent);
  root.style.setProperty("--widget-on-accent", readableOn(accent));
}

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function readableOn(hex: string): "#000" | "#fff" {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g);
  const [r = 0, g = 0, b = 0] = (digits ?? []).map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // The luminance where black and white text have the same contrast.
  return luminance > 0.179 ? "#000" : "#fff";
}

/**
 * Sends the content's height to the parent window whenever it changes, once the loader has said
 * hello: only a message from our own parent counts, and the answers go to that message's origin
 * alone (or to any, for a parent with an opaque origin such as a local file: the height is all
 * they say). Returns a function that stops.
 */
export function reportHeightToParent(content: HTMLElement, win: Window = window): () => void {
  let observer: ResizeObserver | undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.source !== win.parent || win.parent === win || !isHelloMessage(event.data)) return;
    const targetOrigin = event.origin === "null" ? "*" : event.origin;
    const send = () => {
      const message: WidgetHeightMessage = {
        type: WIDGET_HEIGHT,
        height: Math.ceil(content.getBoundingClientRect().height),
      };
      win.parent.postMessage(message, targetOrigin);
    };
    observer?.disconnect();
    observer = new ResizeObserver(send);
    observer.observe(content);
    send();
  };
  win.addEventListener("message", onMessage);
  return () => {
    win.removeEventListener("message", onMessage);
    observer?.disconnect();
  };
}
