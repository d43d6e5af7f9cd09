import { describe, expect, it } from "vitest";
import { matchParts } from "./match-parts.ts";

const marked = (text: string, typed: string) =>
  matchParts(text, typed)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");

describe("matchParts", () => {
  it("marks each typed word where a word of the text starts with it, ignoring case", () => {
    expect(marked("1600 Pennsylvania Ave NW", "1600 penn")).toBe("[1600] [Penn]sylvania Ave NW");
    expect(marked("Washington, DC 20500", "1600 penn")).toBe("Washington, DC 20500");
    expect(marked("Washington, DC 20500", "wash, dc")).toBe("[Wash]ington, [DC] 20500");
  });

  it("does not mark a typed word inside another word", () => {
    expect(marked("Main Ave", "a")).toBe("Main [A]ve");
    expect(marked("12600 Oak St", "600")).toBe("12600 Oak St");
  });

  it("prefers the longest typed word and treats regular-expression characters as text", () => {
    expect(marked("Pennsylvania", "p penn")).toBe("[Penn]sylvania");
    expect(marked("St. (Rear) Unit", "st. (rear")).toBe("[St.] [(Rear]) Unit");
  });

  it("leaves the text whole when nothing was typed", () => {
    expect(matchParts("Main St", "  ")).toEqual([{ text: "Main St", match: false }]);
    expect(matchParts("", "main")).toEqual([]);
  });
});
