import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_ADDRESS_PLACEHOLDER, withSiteAddress } from "#shared/site-address.ts";
import type { AppEnv } from "../app-env.ts";
import { inlineScriptHashes } from "./content-security-policy.ts";
import { loadSite, mountSite } from "./serve-site.ts";

const ADDRESS = "http://127.0.0.1:7100";
const at = (text: string) => withSiteAddress(text, ADDRESS);
const GUIDE_URL = `${SITE_ADDRESS_PLACEHOLDER}/blog/guide`;
/** As the prerenderer writes a guide: its address in a link, JSON-LD and the hydration data. */
const GUIDE = [
  `<!DOCTYPE html><html><head><link rel="canonical" href="${GUIDE_URL}"/>`,
  `<meta property="og:url" content="${GUIDE_URL}"/>`,
  `<script type="application/ld+json">{"url":"${GUIDE_URL}"}</script></head><body>`,
  `<p>${"A long guide. ".repeat(200)}</p>`,
  `<script>window.__ctx = "[\\"url\\",\\"${GUIDE_URL}\\"]";</script></body></html>`,
].join("");
const GUIDE_DATA = `[{"url":"${GUIDE_URL}"}]`;
const FALLBACK = `<!DOCTYPE html><html><head><link rel="home" href="${SITE_ADDRESS_PLACEHOLDER}/"/></head></html>`;
const PLAIN = "<!DOCTYPE html><html><body><h1>About</h1></body></html>";

let buildDir: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), "permitlm-address-"));
  mkdirSync(path.join(buildDir, "blog", "guide"), { recursive: true });
  mkdirSync(path.join(buildDir, "about-us"));
  writeFileSync(path.join(buildDir, "blog", "guide", "index.html"), GUIDE);
  writeFileSync(path.join(buildDir, "blog", "guide.data"), GUIDE_DATA);
  writeFileSync(path.join(buildDir, "about-us", "index.html"), PLAIN);
  writeFileSync(path.join(buildDir, "__spa-fallback.html"), FALLBACK);
  app = new Hono<AppEnv>();
  mountSite(app, loadSite(buildDir, ADDRESS), (pathname) => pathname !== "/no-such-page");
});
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the site's address, written in at serve time", () => {
  it("replaces every placeholder, taking the address literally", () => {
    expect(at(`${GUIDE_URL} and ${SITE_ADDRESS_PLACEHOLDER}/`)).toBe(
      `${ADDRESS}/blog/guide and ${ADDRESS}/`,
    );
    expect(withSiteAddress(GUIDE_URL, "https://a.example/$&$1")).toBe(
      "https://a.example/$&$1/blog/guide",
    );
  });

  it("serves a page with the server's address, in each encoding, with the matching length", async () => {
    const expected = at(GUIDE);
    const decoders = {
      br: brotliDecompressSync,
      gzip: gunzipSync,
      identity: (body: Buffer) => body,
    };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const response = await app.request("/blog/guide", {
        headers: { "accept-encoding": encoding },
      });
      expect(response.status, encoding).toBe(200);
      const body = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get("content-encoding") ?? "identity", encoding).toBe(encoding);
      expect(response.headers.get("content-length"), encoding).toBe(String(body.length));
      expect(response.headers.get("vary"), encoding).toBe("Accept-Encoding");
      expect(response.headers.get("content-type"), encoding).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), encoding).toBe("no-cache");
      expect(decode(body).toString("utf8"), encoding).toBe(expected);
    }
  });

  it("allows the inline scripts as served, address included", async () => {
    const response = await app.request("/blog/guide");
    const policy = response.headers.get("content-security-policy") ?? "";
    for (const hash of inlineScriptHashes(at(GUIDE))) expect(policy).toContain(hash);
    for (const hash of inlineScriptHashes(GUIDE)) expect(policy).not.toContain(hash);
  });

  it("writes it into the page's data file (client navigation) as well", async () => {
    const response = await app.request("/blog/guide.data");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(at(GUIDE_DATA));
  });

  it("answers HEAD with the served length and no body, a range with the whole page", async () => {
    const whole = String(Buffer.byteLength(at(GUIDE)));
    const head = await app.request("/blog/guide", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(whole);
    expect(await head.text()).toBe("");
    const ranged = await app.request("/blog/guide", { headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(200);
    expect(ranged.headers.has("content-range")).toBe(false);
    expect(await ranged.text()).toBe(at(GUIDE));
  });

  it("revalidates it as any page: 304 while the built file is unchanged", async () => {
    const lastModified = (await app.request("/blog/guide")).headers.get("last-modified") ?? "";
    const revalidated = await app.request("/blog/guide", {
      headers: { "if-modified-since": lastModified },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("writes it into the app shell, served for app pages and unknown ones", async () => {
    const shell = await app.request("/project-setup-chat/p1");
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(at(FALLBACK));
    const missing = await app.request("/no-such-page");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(at(FALLBACK));
  });

  it("serves a page without the placeholder from the disk, as built", async () => {
    const response = await app.request("/about-us");
    expect(await response.text()).toBe(PLAIN);
    expect(response.headers.get("vary")).toBeNull();
  });
});
