import { describe, expect, it } from "vitest";
import { TRANSACTION_TYPES } from "#shared/credits.ts";
import { transactionKind } from "./transaction-kinds.ts";

describe("transaction labels", () => {
  it("names every type the ledger writes, none in the grey of an unknown type", () => {
    for (const type of TRANSACTION_TYPES.filter((type) => type !== "adjustment"))
      expect(transactionKind(type).tone, type).not.toBe("grey");
    expect(transactionKind("adjustment")).toEqual({ label: "Adjustment", tone: "grey" });
    expect(transactionKind("query_usage").label).toBe("Usage");
  });

  it("reads an unknown type with spaces for underscores, in grey", () => {
    expect(transactionKind("gift_card")).toEqual({ label: "gift card", tone: "grey" });
  });
});
