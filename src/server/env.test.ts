import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeFallbacks, parseEnv } from "./env.ts";

describe("parseEnv", () => {
  it("falls back to the embedded defaults and says so once per part", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(describeFallbacks(env)).toEqual([
      `DATABASE_URL is not set: using the embedded database (PGlite) in ${env.DATA_DIR}`,
    ]);
  });

  it("uses PostgreSQL without a note when DATABASE_URL is set", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/permitlm" });
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/permitlm");
    expect(describeFallbacks(env)).toEqual([]);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("refuses settings that are not valid, naming each", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });
});
