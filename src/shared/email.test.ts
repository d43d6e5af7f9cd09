import { describe, expect, it } from "vitest";
import { looksLikeEmail, normalizeEmail } from "./email.ts";
import { joinWaitlistSchema } from "./waitlist.ts";

describe("e-mail rules", () => {
  it("normalises by trimming and lower-casing", () => {
    expect(normalizeEmail("  Ada@Example.COM \n")).toBe("ada@example.com");
  });

  it("lets through only non-empty text containing @ in the browser check", () => {
    expect(looksLikeEmail("foo")).toBe(false);
    expect(looksLikeEmail("   ")).toBe(false);
    expect(looksLikeEmail("a@b")).toBe(true);
  });

  it("accepts a real address and rejects what is not one on the server", () => {
    expect(joinWaitlistSchema.parse({ email: " A@Example.com " })).toEqual({
      email: "a@example.com",
    });
    expect(joinWaitlistSchema.safeParse({ email: "a@b" }).success).toBe(false);
    expect(joinWaitlistSchema.safeParse({ email: 7 }).success).toBe(false);
  });
});
