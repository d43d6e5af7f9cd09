import { describe, expect, it } from "vitest";
import {
  embedPageUrl,
  fullReportPath,
  isHelloMessage,
  parseAccent,
  parseTheme,
  readHeightMessage,
  readWidgetOptions,
  WIDGET_HEIGHT,
  WIDGET_MAX_HEIGHT,
  widgetSnippet,
} from "./widget.ts";

describe("the widget's options", () => {
  it("reads the theme, light for anything but dark", () => {
    expect(parseTheme("dark")).toBe("dark");
    for (const value of ["light", "Dark", "", "blue", null, undefined])
      expect(parseTheme(value)).toBe("light");
  });

  it("accepts only hex accents, lower-cased; CSS that could load or break out is dropped", () => {
    expect(parseAccent("#FF6600")).toBe("#ff6600");
    expect(parseAccent(" #abc ")).toBe("#abc");
    for (const value of [
      "red",
      "#ff66",
      "#ff66001",
      "ff6600",
      "#ff6600; background:url(https://evil.example/x)",
      "url(https://evil.example/x)",
      "var(--x)",
      "",
      null,
      undefined,
    ])
      expect(parseAccent(value), String(value)).toBeUndefined();
  });

  it("reads the embed page's query and writes the same options back", () => {
    const options = { theme: "dark" as const, accent: "#c2410c" };
    const url = new URL(embedPageUrl("https://permitlm.example", options));
    expect(url.origin + url.pathname).toBe("https://permitlm.example/embed/permit-check");
    expect(readWidgetOptions(url.searchParams)).toEqual(options);
    expect(readWidgetOptions(new URLSearchParams("theme=x&accent=javascript:1"))).toEqual({
      theme: "light",
      accent: undefined,
    });
  });

  it("writes the snippet with its attributes quoted safely", () => {
    expect(widgetSnippet("https://p.example", { theme: "light" })).toBe(
      '<script src="https://p.example/widget.js" data-theme="light" async></script>',
    );
    expect(
      widgetSnippet("https://p.example", { theme: "dark", accent: "#123", target: '#a"b' }),
    ).toBe(
      '<script src="https://p.example/widget.js" data-theme="dark" data-accent="#123" data-target="#a&quot;b" async></script>',
    );
  });

  it("links the full report for the address", () => {
    expect(fullReportPath("1 Main St, Austin, TX")).toBe(
      "/permits/search?address=1+Main+St%2C+Austin%2C+TX",
    );
  });
});

describe("the widget's messages", () => {
  it("reads a height in whole pixels within bounds, and nothing else", () => {
    expect(readHeightMessage({ type: WIDGET_HEIGHT, height: 412.2 })).toBe(413);
    expect(readHeightMessage({ type: WIDGET_HEIGHT, height: -5 })).toBe(0);
    expect(readHeightMessage({ type: WIDGET_HEIGHT, height: 1e9 })).toBe(WIDGET_MAX_HEIGHT);
    for (const data of [
      null,
      "permitlm:height",
      { type: WIDGET_HEIGHT, height: "400" },
      { type: WIDGET_HEIGHT, height: Number.NaN },
      { type: "other", height: 400 },
    ])
      expect(readHeightMessage(data)).toBeUndefined();
  });

  it("knows the loader's hello", () => {
    expect(isHelloMessage({ type: "permitlm:hello" })).toBe(true);
    expect(isHelloMessage({ type: "permitlm:height" })).toBe(false);
    expect(isHelloMessage("permitlm:hello")).toBe(false);
  });
});
