import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, waitlistSignups } from "#server/db/schema.ts";
import {
  createTestApp,
  createTestDatabase,
  testEnv,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";
import { listWaitlistSignups } from "./waitlist.service.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;
let nextIp = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => database.destroy());
beforeEach(async () => {
  await database.db.delete(waitlistSignups);
  await database.db.delete(rateLimits);
});

/** Each call comes from its own address unless one is given, so rate limits stay out of the way. */
function postWaitlist(body: BodyInit | null, headers: Record<string, string> = {}) {
  nextIp += 1;
  return app.request("/api/waitlist", {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.0.0.${nextIp}`,
      ...headers,
    },
  });
}

async function storedEmails() {
  return (await listWaitlistSignups({ db: database.db })).map((row) => row.email);
}

describe("POST /api/waitlist", () => {
  it("stores the e-mail trimmed and lower-cased and answers 201", async () => {
    const response = await postWaitlist(JSON.stringify({ email: "  Ada.Lovelace@Example.COM " }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ joined: true });
    expect(await storedEmails()).toEqual(["ada.lovelace@example.com"]);
  });

  it("refuses the same address in another case and with spaces with 409 already_signed_up", async () => {
    await postWaitlist(JSON.stringify({ email: "ada@example.com" }));
    const response = await postWaitlist(JSON.stringify({ email: " ADA@example.com  " }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "already_signed_up", message: "This email is already on our waitlist!" },
    });
    expect(await storedEmails()).toEqual(["ada@example.com"]);
  });

  it.each([
    ["foo", { email: "foo" }],
    ["an empty string", { email: "" }],
    ["spaces", { email: "   " }],
    ["a number", { email: 42 }],
    ["null", { email: null }],
    ["an array", { email: ["a@b.co"] }],
    ["no e-mail field", {}],
    ["an address longer than 254 characters", { email: `${"a".repeat(250)}@example.com` }],
  ])("answers 400 invalid_email for %s and stores nothing", async (_label, body) => {
    const response = await postWaitlist(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_email" } });
    expect(await storedEmails()).toEqual([]);
  });

  it("answers 400 for no body and for broken JSON, storing nothing", async () => {
    const empty = await postWaitlist(null);
    expect(empty.status).toBe(400);
    const broken = await postWaitlist('{"email": "ada@example.com"');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: { code: "bad_request", message: "Malformed JSON in request body" },
    });
    expect(await storedEmails()).toEqual([]);
  });

  it("answers 413 for a 1 MB body and stores nothing", async () => {
    const huge = JSON.stringify({ email: `${"a".repeat(1024 * 1024)}@example.com` });
    const response = await postWaitlist(huge);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
    expect(await storedEmails()).toEqual([]);
  });

  it("answers a JSON 400 for a body that is not JSON", async () => {
    const response = await postWaitlist("email=ada@example.com", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "invalid_email" } });
    expect(await storedEmails()).toEqual([]);
  });
});

describe("waitlist rate limit", () => {
  const limitedEnv = testEnv({ WAITLIST_RATE_LIMIT: "3", WAITLIST_RATE_WINDOW_SECONDS: "600" });

  it("refuses an address past its limit with 429 and Retry-After, other addresses unaffected", async () => {
    const limited = await createTestApp(database, { env: limitedEnv });
    const send = (ip: string, email: string) =>
      limited.request("/api/waitlist", {
        method: "POST",
        body: JSON.stringify({ email }),
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
      });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await send("203.0.113.7", `user${attempt}@example.com`)).status).toBe(201);
    }
    const refused = await send("203.0.113.7", "user4@example.com");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await send("203.0.113.8", "user5@example.com")).status).toBe(201);
    expect(await storedEmails()).not.toContain("user4@example.com");
  });

  it("holds across server processes sharing the database", async () => {
    const second = await database.openSecondHandle();
    const processA = await createTestApp(database, { env: limitedEnv });
    const processB = await createTestApp(second, { env: limitedEnv });
    const send = (target: typeof processA, email: string) =>
      target.request("/api/waitlist", {
        method: "POST",
        body: JSON.stringify({ email }),
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.9" },
      });
    const statuses = await Promise.all([
      send(processA, "a1@example.com"),
      send(processB, "b1@example.com"),
      send(processA, "a2@example.com"),
      send(processB, "b2@example.com"),
      send(processA, "a3@example.com"),
    ]).then((responses) => responses.map((response) => response.status));
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
