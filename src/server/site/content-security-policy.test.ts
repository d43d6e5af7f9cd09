import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageContentSecurityPolicy } from "./content-security-policy.ts";

const sha = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inline script hashes", () => {
  it("hashes each inline script once and skips external ones", () => {
    const html = `<script>window.a = 1;</script><script type="module" src="/x.js"></script>
      <script type="module">import("/y.js");</script><script>window.a = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.a = 1;"), sha('import("/y.js");')]);
  });

  it("puts the hashes in script-src and never allows unsafe-inline scripts", () => {
    const policy = pageContentSecurityPolicy([sha("x")]);
    expect(policy).toContain(`script-src 'self' ${sha("x")}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });
});
