// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WIDGET_HEIGHT } from "#shared/widget.ts";
import { FRAME_TITLE, mountWidget, readScriptOptions } from "./widget-loader.ts";

const ORIGIN = "https://permitlm.example";

function pasteScript(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement("script");
  script.src = `${ORIGIN}/widget.js`;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.append(script);
  return script;
}

function message(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}

beforeEach(() => {
  document.body.innerHTML = "<p>Host page</p>";
});
afterEach(() => vi.useRealTimers());

describe("the widget loader", () => {
  it("reads its options from the script tag, dropping invalid ones", () => {
    const script = pasteScript({
      "data-theme": "dark",
      "data-accent": "#ABCDEF",
      "data-target": " #box ",
    });
    expect(readScriptOptions(script.dataset)).toEqual({
      theme: "dark",
      accent: "#abcdef",
      target: "#box",
    });
    const plain = pasteScript({ "data-theme": "neon", "data-accent": "tomato" });
    expect(readScriptOptions(plain.dataset)).toEqual({
      theme: "light",
      accent: undefined,
      target: undefined,
    });
  });

  it("inserts a titled frame of the embed page on the script's origin, right after the script", () => {
    const script = pasteScript({ "data-theme": "dark", "data-accent": "#f60" });
    const { frame } = mountWidget(script);
    expect(script.nextElementSibling).toBe(frame);
    expect(frame.title).toBe(FRAME_TITLE);
    expect(frame.src).toBe(`${ORIGIN}/embed/permit-check?theme=dark&accent=%23f60`);
    expect(frame.style.visibility).toBe("hidden");
  });

  it("goes into data-target's element, or after the script when the selector matches nothing or is invalid", () => {
    document.body.insertAdjacentHTML("beforeend", '<div id="box"></div>');
    const { frame } = mountWidget(pasteScript({ "data-target": "#box" }));
    expect(frame.parentElement?.id).toBe("box");
    for (const target of ["#nowhere", "##"]) {
      const script = pasteScript({ "data-target": target });
      const mounted = mountWidget(script).frame;
      expect(script.nextElementSibling, target).toBe(mounted);
    }
  });

  it("resizes and shows the frame only for a height from our origin and from this very frame", () => {
    const { frame } = mountWidget(pasteScript());
    const own = frame.contentWindow;
    const before = frame.style.height;
    message({ type: WIDGET_HEIGHT, height: 640 }, "https://evil.example", own);
    message({ type: WIDGET_HEIGHT, height: 640 }, ORIGIN, window);
    message({ type: WIDGET_HEIGHT, height: 640 }, ORIGIN, null);
    message({ type: "other", height: 640 }, ORIGIN, own);
    expect(frame.style.height).toBe(before);
    expect(frame.style.visibility).toBe("hidden");
    message({ type: WIDGET_HEIGHT, height: 640.4 }, ORIGIN, own);
    expect(frame.style.height).toBe("641px");
    expect(frame.style.visibility).toBe("visible");
  });

  it("a second widget's heights never resize the first", () => {
    const first = mountWidget(pasteScript()).frame;
    const second = mountWidget(pasteScript()).frame;
    message({ type: WIDGET_HEIGHT, height: 900 }, ORIGIN, second.contentWindow);
    expect(second.style.height).toBe("900px");
    expect(first.style.height).not.toBe("900px");
  });

  it("says hello to the frame at our origin after it loads, until it answers", () => {
    vi.useFakeTimers();
    const { frame } = mountWidget(pasteScript());
    const post = vi.spyOn(frame.contentWindow as Window, "postMessage");
    frame.dispatchEvent(new Event("load"));
    expect(post).toHaveBeenLastCalledWith({ type: "permitlm:hello" }, ORIGIN);
    vi.advanceTimersByTime(450);
    expect(post).toHaveBeenCalledTimes(3);
    message({ type: WIDGET_HEIGHT, height: 300 }, ORIGIN, frame.contentWindow);
    vi.advanceTimersByTime(2000);
    expect(post).toHaveBeenCalledTimes(3);
  });

  it("shows the frame after a while even when the page never answers", () => {
    vi.useFakeTimers();
    const { frame } = mountWidget(pasteScript());
    vi.advanceTimersByTime(4000);
    expect(frame.style.visibility).toBe("visible");
  });

  it("unmounts: the frame goes and its messages are no longer heard", () => {
    const { frame, unmount } = mountWidget(pasteScript());
    const own = frame.contentWindow;
    unmount();
    expect(frame.isConnected).toBe(false);
    message({ type: WIDGET_HEIGHT, height: 640 }, ORIGIN, own);
    expect(frame.style.height).not.toBe("640px");
  });
});
