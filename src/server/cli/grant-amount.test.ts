import { describe, expect, it } from "vitest";
import { parseGrantAmount } from "./grant-amount.ts";

describe("a support grant's amount", () => {
  it.each([
    ["100", 100],
    ["-500", -500],
    ["+25", 25],
    ["1000000", 1_000_000],
  ])("reads %s as %i credits", (text, amount) => {
    expect(parseGrantAmount(text)).toEqual({ amount });
  });

  it.each(["0x10", "1e20", "1.5", "99999999", "1000001", "0", " 7", "", "ten", "Infinity"])(
    "refuses %j with why",
    (text) => {
      expect(parseGrantAmount(text)).toEqual({
        problem: expect.stringContaining("--amount must be a whole number of credits") as string,
      });
    },
  );
});
