import { describe, expect, it } from "vitest";
import { BAD_DOCUMENT_KEYS } from "../../../../tests/helpers/bad-document-keys.ts";
import { assertDocumentKey, isDocumentKey } from "./document-key.ts";

describe("document keys", () => {
  it("are segments of letters, digits, _ and - joined by /", () => {
    for (const key of ["user_1/check-2/FILE3", "a", "u/c/f/more", "a".repeat(128)]) {
      expect(isDocumentKey(key), key).toBe(true);
      expect(() => assertDocumentKey(key)).not.toThrow();
    }
  });

  it("refuse anything else, loudly", () => {
    for (const key of BAD_DOCUMENT_KEYS) {
      expect(isDocumentKey(key), JSON.stringify(key)).toBe(false);
      expect(() => assertDocumentKey(key), JSON.stringify(key)).toThrow("Invalid document key");
    }
  });
});
