import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "#server/app.ts";
import { loadSite } from "#server/site/serve-site.ts";
import {
  authed,
  freshClientIp,
  jsonPost,
  sessionCookie,
  signUp,
  TEST_PASSWORD,
} from "./helpers/accounts.ts";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
  testEnv,
} from "./helpers/test-app.ts";

// An audit of the session cookie and the response headers: what a careful production site sends,
// checked on every kind of answer this server gives: API data, errors, plain files and HTML pages.

type App = Awaited<ReturnType<typeof createTestApp>>;

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;
const SESSION_COOKIE = "better-auth.session_token";
/** Every cookie the server may set: Better Auth's, and only while signing in or out. */
const AUTH_COOKIES = ["session_token", "session_data", "dont_remember", "state"].map(
  (name) => `better-auth.${name}`,
);
const REFERRER_POLICIES = [
  "no-referrer",
  "same-origin",
  "strict-origin",
  "strict-origin-when-cross-origin",
];
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** A stack frame ("at fn (file.ts:1:2)"), a source path, or the word itself. */
const INTERNALS = /\bat .*:\d+:\d+|node_modules|\/src\/|\.ts\b|stack/i;

type SetCookie = { name: string; value: string; attributes: Record<string, string> };

function setCookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((header) => {
    const [pair = "", ...parts] = header.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    const attributes = Object.fromEntries(
      parts.map((part) => {
        const [key = "", ...value] = part.split("=");
        return [key.toLowerCase(), value.join("=")];
      }),
    );
    return { name: pair.slice(0, at), value: pair.slice(at + 1), attributes };
  });
}

function credentials(email: string) {
  return {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshClientIp() },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: email.split("@")[0] }),
  };
}

/** Signs up, then in (sign-up itself opens no session); answers the sign-in. */
async function signUpAndIn(app: App, email: string, headers: Record<string, string> = {}) {
  const withHeaders = (init: ReturnType<typeof credentials>) => ({
    ...init,
    headers: { ...init.headers, ...headers },
  });
  const up = await app.request("/api/auth/sign-up/email", withHeaders(credentials(email)));
  const signIn = await app.request("/api/auth/sign-in/email", withHeaders(credentials(email)));
  expect([up.status, signIn.status]).toEqual([200, 200]);
  expect(setCookiesOf(up)).toEqual([]);
  return [signIn];
}

/** The session cookie's attributes, as a careful site sets them. */
function expectSessionCookie(response: Response, options: { secure: boolean }) {
  const cookies = setCookiesOf(response);
  const name = `${options.secure ? "__Secure-" : ""}${SESSION_COOKIE}`;
  expect(cookies.map((cookie) => cookie.name)).toEqual([name]);
  const { attributes, value } = cookies[0]!;
  expect(value).toMatch(/\S{20,}/);
  expect(attributes).toHaveProperty("httponly");
  expect(["lax", "strict"]).toContain(attributes.samesite?.toLowerCase());
  expect(attributes.path).toBe("/");
  // Host-only: no Domain, so no subdomain ever receives it.
  expect(attributes).not.toHaveProperty("domain");
  const maxAge = Number(attributes["max-age"]);
  expect(maxAge).toBeGreaterThan(0);
  expect(maxAge).toBeLessThanOrEqual(THIRTY_DAYS_SECONDS);
  expect("secure" in attributes).toBe(options.secure);
}

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(response: Response, what: string) {
  const header = (name: string) => response.headers.get(name) ?? "";
  expect(header("x-content-type-options"), what).toBe("nosniff");
  expect(REFERRER_POLICIES, what).toContain(header("referrer-policy"));
  expect(header("x-frame-options"), what).toBe("DENY");
  expect(header("content-security-policy"), what).toContain("frame-ancestors 'none'");
  const hsts = /^max-age=(\d+)/.exec(header("strict-transport-security"))?.[1];
  expect(Number(hsts), what).toBeGreaterThanOrEqual(ONE_YEAR_SECONDS);
  expect(header("permissions-policy"), what).toContain("camera=()");
  expect(response.headers.has("x-powered-by"), what).toBe(false);
  expect(response.headers.has("server"), what).toBe(false);
}

let buildDir: string;
let database: TestDatabase;
let services: Awaited<ReturnType<typeof createTestServices>>;
/** PUBLIC_URL http://localhost, as in local development. */
let app: App;
/** The same server with its production build: HTML pages. */
let site: App;
/** PUBLIC_URL https://, with Google sign-in configured. */
let httpsApp: App;
let cookie: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(tmpdir(), "permitlm-headers-"));
  writeFileSync(path.join(buildDir, "index.html"), "<!DOCTYPE html><title>PermitLM</title>");
  writeFileSync(path.join(buildDir, "__spa-fallback.html"), "<!DOCTYPE html><title>App</title>");
  database = await createTestDatabase();
  services = await createTestServices(database);
  app = await createTestApp(database, { services });
  site = await createTestApp(database, { services, site: loadSite(buildDir, "http://localhost") });
  const httpsEnv = testEnv({
    PUBLIC_URL: "https://permitlm.example",
    GOOGLE_CLIENT_ID: "client-id",
    GOOGLE_CLIENT_SECRET: "client-secret",
  });
  httpsApp = await createTestApp(database, { env: httpsEnv });
  ({ cookie } = await signUp(app, "audited@example.com"));
});
afterAll(async () => {
  await services.creditUpdates.close();
  await database.destroy();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, host-only and at most 30 days, after sign-in", async () => {
    // PUBLIC_URL http://localhost, as in local development: over plain http a browser would
    // drop a Secure cookie.
    for (const response of await signUpAndIn(app, "cookie@example.com"))
      expectSessionCookie(response, { secure: false });
  });

  it("is Secure (and __Secure- named) when PUBLIC_URL is https, whatever the proxy says", async () => {
    // TLS ends at the proxy: the request reaches the app over http. PUBLIC_URL decides, so no
    // header a client or a proxy sends can make the cookie travel in clear.
    const proxies: Record<string, string>[] = [
      {},
      { "x-forwarded-proto": "https" },
      { "x-forwarded-proto": "http" },
    ];
    for (const [index, headers] of proxies.entries()) {
      for (const response of await signUpAndIn(httpsApp, `secure-${index}@example.com`, headers))
        expectSessionCookie(response, { secure: true });
    }
  });

  it("is cleared by sign-out, and the session it named is over", async () => {
    const account = await signUp(app, "leaving@example.com");
    const bye = await app.request("/api/auth/sign-out", authed(account.cookie, { method: "POST" }));
    expect(bye.status).toBe(200);
    const cleared = setCookiesOf(bye).find((item) => item.name === SESSION_COOKIE);
    expect(cleared).toMatchObject({ value: "", attributes: { "max-age": "0", path: "/" } });
    expect((await app.request("/api/credits", authed(account.cookie))).status).toBe(401);
    const session = await app.request("/api/auth/get-session", authed(account.cookie));
    expect(await session.json()).toBeNull();
  });

  it("is, with Google's short-lived sign-in state, the only cookie set, each HttpOnly", async () => {
    const started = await httpsApp.request(
      "/api/auth/sign-in/social",
      jsonPost("", { provider: "google", callbackURL: "/" }),
    );
    expect(started.status).toBe(200);
    const [state] = setCookiesOf(started);
    expect(state).toMatchObject({
      name: "__Secure-better-auth.state",
      attributes: { httponly: "", secure: "", samesite: "Lax", path: "/" },
    });
    expect(Number(state?.attributes["max-age"])).toBeLessThanOrEqual(600);

    // Everything else a signed-in visit calls sets no cookie at all.
    const visit = [
      "/api/auth/get-session",
      "/api/credits",
      "/api/credits/transactions",
      "/api/projects",
      "/api/chat/sessions/default/messages",
      "/api/config",
      "/api/no-such-route",
      "/healthz",
      "/robots.txt",
    ];
    for (const address of visit) {
      const response = await app.request(address, authed(cookie));
      expect(response.headers.getSetCookie(), address).toEqual([]);
    }
    const [signIn] = await signUpAndIn(app, "tour@example.com");
    const bye = await app.request(
      "/api/auth/sign-out",
      authed(sessionCookie(signIn!), { method: "POST" }),
    );
    for (const response of [signIn!, bye, started]) {
      for (const item of setCookiesOf(response)) {
        expect(AUTH_COOKIES).toContain(item.name.replace(/^__Secure-/, ""));
        expect(item.attributes, item.name).toHaveProperty("httponly");
      }
    }
  });
});

describe("response headers", () => {
  it("are on every kind of answer: API data, errors, files and pages", async () => {
    const signedIn = (address: string) => app.request(address, authed(cookie));
    const answers: [string, Response][] = [
      ["credits", await signedIn("/api/credits")],
      ["ledger", await signedIn("/api/credits/transactions")],
      ["projects", await signedIn("/api/projects")],
      ["chat history", await signedIn("/api/chat/sessions/default/messages")],
      ["session", await signedIn("/api/auth/get-session")],
      ["config", await app.request("/api/config")],
      ["401", await app.request("/api/credits")],
      ["API 404", await app.request("/api/no-such-route")],
      ["404", await app.request("/no-such-page")],
      ["health", await app.request("/healthz")],
      ["robots.txt", await app.request("/robots.txt")],
      ["sitemap", await app.request("/sitemap.xml")],
      ["prerendered page", await site.request("/")],
      ["app page", await site.request("/account")],
    ];
    for (const [what, response] of answers) expectSecurityHeaders(response, what);
  });

  it("keep API answers, which are one user's, out of every cache", async () => {
    const live = await app.request("/api/realtime", authed(cookie));
    expect(live.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const streamCaching = live.headers.get("cache-control");
    await live.body?.cancel();
    const answers = [
      streamCaching,
      ...(await Promise.all(
        [
          "/api/credits",
          "/api/credits/transactions",
          "/api/projects",
          "/api/chat/sessions/default/messages",
          "/api/auth/get-session",
          "/api/no-such-route",
        ].map(async (address) =>
          (await app.request(address, authed(cookie))).headers.get("cache-control"),
        ),
      )),
    ];
    for (const value of answers) expect(value).toMatch(/\bno-store\b/);
  });

  it("give HTML pages a policy of their own, no framing, no plugins, no foreign base", async () => {
    for (const address of ["/", "/account"]) {
      const page = await site.request(address);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      const policy = page.headers.get("content-security-policy") ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
      ])
        expect(policy, address).toContain(directive);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it("name no server software over a real socket", async () => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const address of ["/healthz", "/api/config", "/api/no-such-route"]) {
        const response = await fetch(`http://127.0.0.1:${port}${address}`);
        await response.text();
        expect(response.headers.has("server"), address).toBe(false);
        expect(response.headers.has("x-powered-by"), address).toBe(false);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("error answers", () => {
  it("carry no stack trace, source path or internal message (400, 401, 404, 413, 429, 500)", async () => {
    const secret = "connection to 10.0.0.5 refused at /srv/permitlm/src/server/db/database.ts:12:7";
    const broken = await createTestApp(database, {
      services: {
        ...services,
        sessions: {
          ...services.sessions,
          get: async () => {
            throw new Error(secret);
          },
        },
      },
    });
    const json = { "content-type": "application/json" };
    const post = (to: string, body: string, from = freshClientIp()) =>
      app.request(to, { method: "POST", headers: { ...json, "x-forwarded-for": from }, body });
    const limitedAddress = freshClientIp();
    const join = () =>
      post("/api/waitlist", JSON.stringify({ email: "rate@example.com" }), limitedAddress);
    const wrongPassword = (from?: string) =>
      post(
        "/api/auth/sign-in/email",
        JSON.stringify({ email: "audited@example.com", password: "not the password" }),
        from,
      );
    // The default limits: 10 waitlist posts and 5 sign-in attempts from one address.
    for (let attempt = 0; attempt < 10; attempt += 1) await join();
    for (let attempt = 0; attempt < 5; attempt += 1) await wrongPassword(limitedAddress);
    const errors: [number, Response][] = [
      [
        400,
        await app.request(
          "/api/projects",
          authed(cookie, { method: "POST", headers: json, body: "{nope" }),
        ),
      ],
      [400, await post("/api/auth/sign-in/email", "{nope")],
      [401, await app.request("/api/credits")],
      [401, await wrongPassword()],
      [404, await app.request("/api/no-such-route")],
      [404, await app.request("/no-such-page")],
      [413, await post("/api/waitlist", "x".repeat(API_BODY_LIMIT_BYTES + 1))],
      [429, await join()],
      [429, await wrongPassword(limitedAddress)],
      [500, await broken.request("/api/credits", authed(cookie))],
    ];
    for (const [status, response] of errors) {
      const body = await response.text();
      expect(response.status, body).toBe(status);
      expect(body, `${status} ${body}`).not.toMatch(INTERNALS);
      expect(body).not.toContain("10.0.0.5");
      expectSecurityHeaders(response, `${status} ${body}`);
      if (status === 500)
        expect(JSON.parse(body)).toEqual({
          error: {
            code: "internal_error",
            message: "Something went wrong. Please try again later.",
          },
        });
    }
  });
});
