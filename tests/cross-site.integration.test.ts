import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { authed, signUp } from "./helpers/accounts.ts";
import { useTestApp } from "./helpers/test-app.ts";

const test = useTestApp();
const FOREIGN = "https://evil.example";
/** The tests' PUBLIC_URL (testEnv). */
const OWN = "http://localhost";

/** Every state-changing API request a signed-in browser can make, with a valid body. */
const REQUESTS: { method: string; path: string; body?: unknown }[] = [
  { method: "POST", path: "/api/waitlist", body: { email: "cross@example.com" } },
  { method: "POST", path: "/api/chat-permits", body: { query: "Do I need a permit for a deck?" } },
  { method: "POST", path: "/api/checkout", body: { pack: "1K" } },
  { method: "POST", path: "/api/projects", body: { address: "742 Evergreen Ter, Columbus, OH" } },
  { method: "POST", path: "/api/property-details", body: { address: "742 Evergreen Ter" } },
  { method: "POST", path: "/api/address-autocomplete", body: { input: "742 Ever" } },
  { method: "DELETE", path: "/api/chat/sessions/default/messages" },
  {
    method: "POST",
    path: "/api/contact",
    body: { email: "cross@example.com", topic: "other", message: "Hello from another site." },
  },
  // A project that exists nowhere: the origin is refused before the id is looked at.
  { method: "PATCH", path: `/api/projects/${randomUUID()}`, body: { name: "Renamed" } },
  { method: "DELETE", path: `/api/projects/${randomUUID()}` },
];

function send(request: (typeof REQUESTS)[number], cookie: string, headers: Record<string, string>) {
  return test.app.request(
    request.path,
    authed(cookie, {
      method: request.method,
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": "198.51.100.7",
        ...headers,
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    }),
  );
}

describe("requests from another site", () => {
  it("are refused with 403 on every state-changing endpoint, and change nothing", async () => {
    const { cookie } = await signUp(test.app, "cross-site@example.com");
    for (const request of REQUESTS) {
      const crossSite: Record<string, string>[] = [
        { origin: FOREIGN },
        { "sec-fetch-site": "cross-site" },
      ];
      for (const headers of crossSite) {
        const response = await send(request, cookie, headers);
        expect(response.status, `${request.method} ${request.path}`).toBe(403);
        expect(await response.json()).toEqual({
          error: { code: "forbidden", message: "Requests from other sites are not accepted." },
        });
      }
    }
    const balance = await test.app.request("/api/credits", authed(cookie));
    expect(await balance.json()).toEqual({ credits: 20 });
    const projects = await test.app.request("/api/projects", authed(cookie));
    expect(((await projects.json()) as { projects: unknown[] }).projects).toEqual([]);

    // The same requests from the site itself, or from a client that is not a browser, pass.
    const waitlist = REQUESTS[0]!;
    expect((await send(waitlist, cookie, { origin: OWN })).status).toBe(201);
    const chat = REQUESTS[1]!;
    expect((await send(chat, cookie, {})).status).toBe(200);
  });

  it("leaves the payment provider's webhooks to their signature", async () => {
    const response = await test.app.request("/api/webhooks/stripe", {
      method: "POST",
      headers: { origin: FOREIGN, "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).not.toBe(403);
  });
});
