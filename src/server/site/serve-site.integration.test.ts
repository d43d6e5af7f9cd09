import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  type TestDatabase,
} from "../../../tests/helpers/test-app.ts";
import { inlineScriptHashes } from "./content-security-policy.ts";
import { loadSite } from "./serve-site.ts";

const PAGE =
  "<!DOCTYPE html><html><body><h1>Experts</h1><script>window.ctx = {};</script></body></html>";
const FALLBACK =
  "<!DOCTYPE html><html><body><script>window.fallback = true;</script></body></html>";
const SCRIPT = `console.log("${"x".repeat(2000)}");`;

let buildDir: string;
let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "permitlm-site-"));
  mkdirSync(path.join(buildDir, "experts"));
  mkdirSync(path.join(buildDir, "assets"));
  writeFileSync(path.join(buildDir, "experts", "index.html"), PAGE);
  writeFileSync(path.join(buildDir, "__spa-fallback.html"), FALLBACK);
  writeFileSync(path.join(buildDir, "assets", "entry-abc123.js"), SCRIPT);
  writeFileSync(path.join(buildDir, "assets", "entry-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(buildDir, "favicon.svg"), "<svg/>");
  database = await createTestDatabase();
  app = await createTestApp(database, { site: loadSite(buildDir, "http://localhost") });
});
afterAll(async () => {
  await database.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("serving the production build", () => {
  it("serves a prerendered page with a CSP allowing exactly its inline scripts", async () => {
    const response = await app.request("/experts");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(PAGE);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(PAGE)[0]}`);
  });

  it("serves hashed assets precompressed and cached for a year", async () => {
    const response = await app.request("/assets/entry-abc123.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates files with stable names, answering 304 while unchanged", async () => {
    const response = await app.request("/favicon.svg");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const lastModified = response.headers.get("last-modified") ?? "";
    const revalidated = await app.request("/favicon.svg", {
      headers: { "if-modified-since": lastModified },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const stale = await app.request("/favicon.svg", { headers: { "if-modified-since": older } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe("<svg/>");
  });

  it("answers page addresses that were not prerendered with the SPA fallback", async () => {
    const response = await app.request("/project-setup-chat/p1/s1");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(FALLBACK);
    expect(response.headers.get("content-security-policy")).toContain(
      inlineScriptHashes(FALLBACK)[0],
    );
  });

  it("answers 404, with the app to show its not-found page, for addresses no page has", async () => {
    for (const address of [
      "/no-such-page",
      "/blog/no-such-post",
      "/resources/no-such-resource",
      "/checklist/atlantis",
      "/projects/create/extra",
      "/account/receipts",
    ]) {
      const response = await app.request(address);
      expect(response.status, address).toBe(404);
      expect(await response.text()).toBe(FALLBACK);
      expect(response.headers.get("content-security-policy")).toContain(
        inlineScriptHashes(FALLBACK)[0],
      );
    }
    for (const address of ["/checklist/texas", "/account/receipts/r1", "/projects/", "/account"])
      expect((await app.request(address)).status, address).toBe(200);
  });

  it("keeps a missing file a 404 and API paths JSON", async () => {
    expect((await app.request("/assets/missing-123.js")).status).toBe(404);
    const api = await app.request("/api/unknown");
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: "not_found" } });
  });
});
