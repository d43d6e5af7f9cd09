// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyWidgetTheme, readableOn, reportHeightToParent } from "./embed-frame.ts";

/** jsdom has no layout: a ResizeObserver the test fires by hand. */
const resizeCallbacks: (() => void)[] = [];
class ManualResizeObserver {
  constructor(callback: () => void) {
    resizeCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal("ResizeObserver", ManualResizeObserver));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resizeCallbacks.length = 0;
});

describe("the embed page's theme", () => {
  it("marks the document with the theme and, when given, the accent and a readable text colour", () => {
    const root = document.createElement("html");
    applyWidgetTheme(root, { theme: "dark", accent: "#c2410c" });
    expect(root.dataset.widgetTheme).toBe("dark");
    expect(root.dataset.widgetAccent).toBe("");
    expect(root.style.getPropertyValue("--widget-accent")).toBe("#c2410c");
    expect(root.style.getPropertyValue("--widget-on-accent")).toBe("#fff");
    const plain = document.createElement("html");
    applyWidgetTheme(plain, { theme: "light" });
    expect(plain.dataset.widgetAccent).toBeUndefined();
  });

  it("picks black text on light accents and white on dark ones", () => {
    expect(readableOn("#ffcc00")).toBe("#000");
    expect(readableOn("#fff")).toBe("#000");
    expect(readableOn("#1d4ed8")).toBe("#fff");
    expect(readableOn("#000")).toBe("#fff");
  });
});

/** A window whose parent is a stand-in we can watch, as when the page is in a frame. */
function framedWindow() {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, "parent", { value: parent, configurable: true });
  return parent;
}

describe("the embed page's height", () => {
  it("answers only its parent's hello, at that hello's origin, with the content's height", () => {
    const parent = framedWindow();
    const content = document.createElement("div");
    const rect = vi.spyOn(content, "getBoundingClientRect");
    rect.mockReturnValue({ height: 512.3 } as DOMRect);
    const stop = reportHeightToParent(content);
    const hello = { type: "permitlm:hello" };
    window.dispatchEvent(new MessageEvent("message", { data: hello, origin: "https://a.example" }));
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "other" },
        origin: "https://host.example",
        source: parent as never,
      }),
    );
    expect(parent.postMessage).not.toHaveBeenCalled();
    window.dispatchEvent(
      new MessageEvent("message", {
        data: hello,
        origin: "https://host.example",
        source: parent as never,
      }),
    );
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: "permitlm:height", height: 513 },
      "https://host.example",
    );
    // Every change of the content's size is sent again.
    rect.mockReturnValue({ height: 800 } as DOMRect);
    resizeCallbacks.at(-1)?.();
    expect(parent.postMessage).toHaveBeenLastCalledWith(
      { type: "permitlm:height", height: 800 },
      "https://host.example",
    );
    stop();
  });

  it("answers a parent with an opaque origin (a local file) without naming one", () => {
    const parent = framedWindow();
    const stop = reportHeightToParent(document.createElement("div"));
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: "permitlm:hello" },
        origin: "null",
        source: parent as never,
      }),
    );
    expect(parent.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ type: "permitlm:height" }),
      "*",
    );
    stop();
  });
});
