import {
  type WidgetSnippetOptions,
  embedPageUrl,
  parseAccent,
  parseTheme,
  readHeightMessage,
  WIDGET_HELLO,
} from "#shared/widget.ts";

/**
 * What the loader other sites paste (`<script src="…/widget.js" async>`) does; `widget.ts` is
 * its entry. It runs on someone else's page, so it touches nothing but the iframe it inserts: no
 * globals, no styles outside the frame, no cookies.
 */

export const FRAME_TITLE = "Permit check by PermitLM";
/** The frame's height until the page reports its own: about the address box and its intro. */
const INITIAL_HEIGHT = 220;
/** The frame stays invisible until the page has applied its theme; this long at most. */
const REVEAL_AFTER_MS = 4000;
const HELLO_EVERY_MS = 200;

/** The options of the script tag's `data-*` attributes; anything invalid falls back to a default. */
export function readScriptOptions(dataset: DOMStringMap): WidgetSnippetOptions {
  return {
    theme: parseTheme(dataset.theme),
    accent: parseAccent(dataset.accent),
    target: dataset.target?.trim() || undefined,
  };
}

/** The element named by `data-target`, or null when there is none or the selector is invalid. */
function findTarget(doc: Document, selector: string | undefined): Element | null {
  if (!selector) return null;
  try {
    return doc.querySelector(selector);
  } catch {
    return null;
  }
}

/**
 * Inserts the permit check's iframe for one script tag: into `data-target` when it names an
 * element, else right after the script. Returns the frame and a function that removes it again.
 */
export function mountWidget(script: HTMLScriptElement, win: Window = window) {
  const doc = script.ownerDocument;
  const origin = new URL(script.src, doc.baseURI).origin;
  const options = readScriptOptions(script.dataset);
  const frame = doc.createElement("iframe");
  frame.src = embedPageUrl(origin, options);
  frame.title = FRAME_TITLE;
  // color-scheme: normal keeps the frame transparent on a dark host page (a differing scheme
  // would paint it opaque); hidden until the page has its theme, so no light flash in dark.
  frame.style.cssText = `display:block;width:100%;max-width:100%;height:${INITIAL_HEIGHT}px;border:0;color-scheme:normal;visibility:hidden`;
  let answered = false;
  const reveal = () => frame.style.setProperty("visibility", "visible");
  const revealTimer = win.setTimeout(reveal, REVEAL_AFTER_MS);

  // Only our page, in this very frame, may resize it: another frame of the same origin (a second
  // widget) has another source, and any other window another origin.
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const height = readHeightMessage(event.data);
    if (height === undefined) return;
    answered = true;
    frame.style.height = `${height}px`;
    reveal();
  };
  win.addEventListener("message", onMessage);
  // The page listens once its script has run, which may be after the frame's load event: hello
  // again until it answers, for as long as the frame stays hidden.
  let helloTimer: number | undefined;
  const hello = (attempt: number) => {
    if (answered || attempt * HELLO_EVERY_MS > REVEAL_AFTER_MS) return;
    frame.contentWindow?.postMessage({ type: WIDGET_HELLO }, origin);
    helloTimer = win.setTimeout(() => hello(attempt + 1), HELLO_EVERY_MS);
  };
  frame.addEventListener("load", () => {
    win.clearTimeout(helloTimer);
    answered = false;
    hello(0);
  });

  const target = findTarget(doc, options.target);
  if (target) target.append(frame);
  else if (script.parentNode && script.parentNode !== doc.head) script.after(frame);
  else doc.body.append(frame);
  return {
    frame,
    unmount: () => {
      win.removeEventListener("message", onMessage);
      win.clearTimeout(revealTimer);
      win.clearTimeout(helloTimer);
      frame.remove();
    },
  };
}

/** Mounts once the page is parsed when it is not yet (an `async` script may run before). */
export function mountWhenReady(script: HTMLScriptElement, win: Window = window): void {
  const doc = script.ownerDocument;
  if (doc.readyState === "loading")
    doc.addEventListener("DOMContentLoaded", () => mountWidget(script, win), { once: true });
  else mountWidget(script, win);
}
