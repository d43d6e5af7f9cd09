import { beforeAll, describe, expect, it } from "vitest";
import { jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { createTestApp, testEnv, useTestApp } from "../../../../tests/helpers/test-app.ts";

const test = useTestApp();
const TOKEN = "scrape-secret-0123";
let guarded: typeof test.app;
beforeAll(async () => {
  guarded = await createTestApp(test.database, { env: testEnv({ METRICS_TOKEN: TOKEN }) });
});

/** GET /metrics as a client at `address` (the tests trust X-Forwarded-For). */
const scrape = (app: typeof test.app, address: string, headers: Record<string, string> = {}) =>
  app.request("/metrics", { headers: { "x-forwarded-for": address, ...headers } });
const withToken = (token: string) => ({ authorization: `Bearer ${token}` });

describe("GET /metrics", () => {
  it("answers in Prometheus' format: requests, chats, ledger totals", async () => {
    const { cookie } = await signUp(guarded, "metered@example.com");
    const chat = await guarded.request(
      "/api/chat-permits",
      jsonPost(cookie, { query: "Do I need a permit for a deck?", options: { streaming: false } }),
    );
    expect(chat.status).toBe(200);

    const response = await scrape(guarded, "203.0.113.9", withToken(TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toMatch(/permitlm_chat_starts_total 1\b/);
    expect(text).toMatch(/permitlm_chat_answers_total\{outcome="complete"\} 1\b/);
    expect(text).toMatch(/permitlm_ledger_credits\{type="signup_bonus"\} 20\b/);
    expect(text).toMatch(/permitlm_ledger_credits\{type="query_usage"\} -2\b/);
    expect(text).toMatch(
      /permitlm_http_requests_total\{method="POST",route="\/api\/chat-permits",status="200"\} 1\b/,
    );
    expect(text).toContain("permitlm_http_request_duration_seconds_bucket");
    expect(text).toContain("permitlm_process_resident_memory_bytes");
  });

  it("refuses other machines, even claiming to be this one, and wants the token when set", async () => {
    expect((await scrape(test.app, "203.0.113.9")).status).toBe(403);
    // X-Forwarded-For is written by whoever sends the request: it never counts as this machine.
    expect((await scrape(test.app, "127.0.0.1")).status).toBe(403);
    expect((await scrape(guarded, "127.0.0.1")).status).toBe(401);
    expect((await scrape(guarded, "203.0.113.9", withToken("scrape-secret-9999"))).status).toBe(
      401,
    );
  });
});
