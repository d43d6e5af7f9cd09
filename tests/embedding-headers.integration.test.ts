import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppServices } from "#server/services.ts";
import { loadSite } from "#server/site/serve-site.ts";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
} from "./helpers/test-app.ts";

// Other sites frame the permit check and load /widget.js. Exactly those two answers
// loosen their headers; every other page, file and API answer still refuses to be framed.

type App = Awaited<ReturnType<typeof createTestApp>>;

let buildDir: string;
let database: TestDatabase;
let site: App;
let services: AppServices;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "permitlm-embedding-"));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(buildDir, file)), { recursive: true });
    writeFileSync(path.join(buildDir, file), content);
  };
  write("index.html", "<!DOCTYPE html><title>PermitLM</title>");
  write("__spa-fallback.html", "<!DOCTYPE html><title>App</title>");
  write("components/index.html", "<!DOCTYPE html><title>Components</title>");
  write(
    "embed/permit-check/index.html",
    "<!DOCTYPE html><title>Permit check</title><script>window.x=1</script>",
  );
  write("widget.js", "(function(){})();");
  database = await createTestDatabase();
  services = await createTestServices(database);
  site = await createTestApp(database, { services, site: loadSite(buildDir, "http://localhost") });
});

afterAll(async () => {
  await services.creditUpdates.close();
  // Destroyed, not only closed: it leaves the set of databases the ledger check runs on.
  await database.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the embeddable permit check's headers", () => {
  it("let any site frame the embed page, with its policy otherwise as strict as any page's", async () => {
    for (const address of ["/embed/permit-check", "/embed/permit-check?theme=dark&accent=%23f60"]) {
      const response = await site.request(address);
      expect(response.status, address).toBe(200);
      expect(response.headers.get("x-frame-options"), address).toBeNull();
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, address).toContain("frame-ancestors *");
      expect(policy, address).not.toContain("frame-ancestors 'none'");
      expect(policy, address).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
      expect(policy, address).not.toContain("unsafe-eval");
      expect(response.headers.get("x-content-type-options"), address).toBe("nosniff");
    }
  });

  it("keep every other page, file and API answer out of frames", async () => {
    for (const address of [
      "/",
      "/components",
      "/permits/search",
      "/no-such-page",
      "/embed/other",
      "/widget.js",
      "/api/config",
      "/api/no-such-route",
    ]) {
      const response = await site.request(address);
      expect(response.headers.get("x-frame-options"), address).toBe("DENY");
      expect(response.headers.get("content-security-policy"), address).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it("let other sites load /widget.js, and only it, across origins", async () => {
    const script = await site.request("/widget.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    for (const address of ["/", "/embed/permit-check", "/api/config"]) {
      const response = await site.request(address);
      expect(response.headers.get("cross-origin-resource-policy"), address).toBe("same-origin");
    }
  });

  it("accept the frame's own API calls (our origin, even inside another site) and refuse another site's", async () => {
    const suggest = (headers: Record<string, string>) =>
      site.request("/api/address-autocomplete", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ input: "1234 Elm", sessionToken: "t" }),
      });
    // From inside the frame the request's initiator is our page: Origin is ours, and the fetch
    // is same-origin whatever the top-level site is.
    const fromFrame = await suggest({
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
    });
    expect(fromFrame.status).toBe(200);
    const fromHost = await suggest({
      origin: "https://contractor.example",
      "sec-fetch-site": "cross-site",
    });
    expect(fromHost.status).toBe(403);
    const report = await site.request(
      `/api/permits/report?address=${encodeURIComponent("1234 Elm St, Austin, TX 78701")}`,
      { headers: { "sec-fetch-site": "same-origin" } },
    );
    expect(report.status).toBe(200);
  });
});
