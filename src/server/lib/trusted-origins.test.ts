import { describe, expect, it } from "vitest";
import { trustedOrigins } from "./trusted-origins.ts";

describe("trusted origins", () => {
  it("trusts the site's origin and, on this machine, its other loopback name", () => {
    expect(trustedOrigins("https://permitlm.example")).toEqual(["https://permitlm.example"]);
    expect(trustedOrigins("http://localhost:3000")).toEqual([
      "http://localhost:3000",
      "http://127.0.0.1:3000",
    ]);
    expect(trustedOrigins("http://127.0.0.1:4173")).toEqual([
      "http://127.0.0.1:4173",
      "http://localhost:4173",
    ]);
  });
});
