import { describe, expect, it } from "vitest";
import { safeReturnPath, welcomeName } from "./auth.ts";
import { balanceLevel, CREDIT_PACKS, formatPrice } from "./credits.ts";

describe("safeReturnPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeReturnPath("/project-setup-chat/p1/s1?x=1#a")).toBe(
      "/project-setup-chat/p1/s1?x=1#a",
    );
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/.//evil.example/x",
    "/a/..//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "project-setup-chat",
    "/ok\u0000bad",
    "",
    null,
  ])("sends %s to the home page", (candidate) => {
    expect(safeReturnPath(candidate)).toBe("/");
  });
});

describe("account and credit helpers", () => {
  it("welcomes with the part of the e-mail before @", () => {
    expect(welcomeName("ada.lovelace@example.com")).toBe("ada.lovelace");
  });

  it("colours balances at 50 and 10", () => {
    expect([60, 50, 49, 10, 9, 0].map(balanceLevel)).toEqual([
      "healthy",
      "healthy",
      "low",
      "low",
      "critical",
      "critical",
    ]);
  });

  it("prices the packs at $6.00, $28.50 and $54.00 for 1,000, 5,000 and 10,000 credits", () => {
    expect(
      Object.values(CREDIT_PACKS).map((pack) => [
        pack.id,
        pack.credits,
        formatPrice(pack.priceCents),
        pack.approxChats,
      ]),
    ).toEqual([
      ["1K", 1000, "$6.00", 500],
      ["5K", 5000, "$28.50", 2500],
      ["10K", 10000, "$54.00", 5000],
    ]);
  });
});
