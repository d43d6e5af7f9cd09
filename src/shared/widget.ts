/**
 * The embeddable permit check: other sites paste one script tag, `/widget.js`, which
 * inserts an iframe of `/embed/permit-check` from our origin. Both sides read their options and
 * their messages through this file, so the loader and the page can never disagree on them.
 */

export const WIDGET_SCRIPT_PATH = "/widget.js";
export const EMBED_PAGE_PATH = "/embed/permit-check";

/** The pages other sites may put in a frame; every other page refuses (`frame-ancestors 'none'`). */
export const FRAMEABLE_PAGE_PATHS: readonly string[] = [EMBED_PAGE_PATH];

export const WIDGET_THEMES = ["light", "dark"] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

export type WidgetOptions = {
  theme: WidgetTheme;
  /** A `#rgb` or `#rrggbb` colour, lower-cased; absent when not given or not a colour. */
  accent?: string | undefined;
};

/** Only hex colours: the value ends up in the embed page's CSS, so nothing else may pass. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The theme named, or light for anything else. */
export function parseTheme(value: string | null | undefined): WidgetTheme {
  return value === "dark" ? "dark" : "light";
}

/** The accent colour when it is a hex colour, else undefined (the page keeps its own). */
export function parseAccent(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? "";
  return HEX_COLOUR.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

/** The options in the embed page's query (`?theme=dark&accent=%23ff6600`). */
export function readWidgetOptions(query: URLSearchParams): WidgetOptions {
  return { theme: parseTheme(query.get("theme")), accent: parseAccent(query.get("accent")) };
}

/** The embed page's address for these options, on the origin that served the loader. */
export function embedPageUrl(origin: string, options: WidgetOptions): string {
  const query = new URLSearchParams({ theme: options.theme });
  if (options.accent) query.set("accent", options.accent);
  return `${origin}${EMBED_PAGE_PATH}?${query}`;
}

/**
 * The two messages between the loader (on the host page) and the embed page. The loader says
 * hello once the frame has loaded; the page answers only its parent, at the origin that hello
 * came from, with its content's height whenever it changes.
 */
export const WIDGET_HELLO = "permitlm:hello";
export const WIDGET_HEIGHT = "permitlm:height";

/** Taller than any state of the page: a height past it is a bug, not a reason to grow. */
export const WIDGET_MAX_HEIGHT = 4000;

export type WidgetHeightMessage = { type: typeof WIDGET_HEIGHT; height: number };

/** The height a message asks for, whole pixels within bounds, or undefined for any other data. */
export function readHeightMessage(data: unknown): number | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== WIDGET_HEIGHT || typeof height !== "number" || !Number.isFinite(height))
    return undefined;
  return Math.min(Math.max(Math.ceil(height), 0), WIDGET_MAX_HEIGHT);
}

/** Whether a message is the loader's hello. */
export function isHelloMessage(data: unknown): boolean {
  return (
    typeof data === "object" && data !== null && (data as { type?: unknown }).type === WIDGET_HELLO
  );
}

/** What a site owner sets on the script tag: the frame's options and where to put it. */
export type WidgetSnippetOptions = WidgetOptions & { target?: string | undefined };

/** The script tag's attributes, in the order the snippet shows them. */
export function widgetScriptAttributes(
  origin: string,
  { theme, accent, target }: WidgetSnippetOptions,
): [name: string, value: string][] {
  const attributes: [string, string][] = [
    ["src", `${origin}${WIDGET_SCRIPT_PATH}`],
    ["data-theme", theme],
  ];
  if (accent) attributes.push(["data-accent", accent]);
  if (target) attributes.push(["data-target", target]);
  return attributes;
}

/** The one line a site owner pastes. */
export function widgetSnippet(origin: string, options: WidgetSnippetOptions): string {
  const attributes = widgetScriptAttributes(origin, options)
    .map(([name, value]) => `${name}="${value.replaceAll("&", "&amp;").replaceAll('"', "&quot;")}"`)
    .join(" ");
  return `<script ${attributes} async></script>`;
}

/** The full report and chat on our site, for the address the visitor chose. */
export function fullReportPath(address: string): string {
  return `/permits/search?${new URLSearchParams({ address })}`;
}
