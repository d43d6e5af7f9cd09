import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rowsOf } from "#server/db/database.ts";
import { freshClientIp, signUp } from "./helpers/accounts.ts";
import { useTestApp } from "./helpers/test-app.ts";

// Issue 8: every JSON endpoint, fed random and half-valid input, answers without a 5xx, and an
// answer that refuses (4xx) has stored nothing.

const test = useTestApp();

/** Each endpoint with a valid body, whose fields the fuzzer replaces with anything. */
const ENDPOINTS: { path: string; signedIn: boolean; valid: Record<string, unknown> }[] = [
  { path: "/api/waitlist", signedIn: false, valid: { email: "fuzz@example.com" } },
  {
    path: "/api/address-autocomplete",
    signedIn: false,
    valid: { input: "10 Main St", sessionToken: "t" },
  },
  {
    path: "/api/auth/sign-in/email",
    signedIn: false,
    valid: { email: "a@example.com", password: "x".repeat(12) },
  },
  {
    path: "/api/auth/sign-up/email",
    signedIn: false,
    valid: { email: "b@example.com", password: "x".repeat(12), name: "b" },
  },
  {
    path: "/api/property-details",
    signedIn: true,
    valid: { address: "742 Evergreen Ter, Columbus, OH" },
  },
  {
    path: "/api/chat-permits",
    signedIn: true,
    valid: { query: "Deck?", options: { streaming: false } },
  },
  { path: "/api/checkout", signedIn: true, valid: { pack: "1K" } },
  {
    path: "/api/projects",
    signedIn: true,
    valid: { address: "742 Evergreen Ter", project_type: "adu" },
  },
];

/** What a refused request must not have changed. */
async function storedCounts() {
  const [row] = rowsOf<Record<string, number>>(
    await test.database.db.execute(sql`select
      (select count(*)::int from waitlist_signups) as waitlist,
      (select count(*)::int from users) as users,
      (select count(*)::int from projects) as projects,
      (select count(*)::int from chat_messages) as messages,
      (select count(*)::int from credit_transactions) as ledger,
      (select count(*)::int from checkout_sessions) as checkouts`),
  );
  return row;
}

/** A body: any JSON, text that is not JSON, or the valid body with one field replaced. */
const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.string({ maxLength: 200 }),
    fc
      .tuple(fc.constantFrom(...Object.keys(valid), "extra"), fc.jsonValue())
      .map(([field, value]) => JSON.stringify({ ...valid, [field]: value })),
    fc
      .string({ minLength: 1, maxLength: 5000 })
      .map((text) => JSON.stringify({ ...valid, query: text, input: text, address: text })),
  );

describe("HTTP input fuzzing", () => {
  it("no JSON endpoint answers 5xx, and a refused request stores nothing", async () => {
    const { cookie } = await signUp(test.app, "fuzzer@example.com");
    for (const endpoint of ENDPOINTS) {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(endpoint.valid),
          fc.string({ maxLength: 60 }),
          async (body, key) => {
            const before = await storedCounts();
            const response = await test.app.request(endpoint.path, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": freshClientIp(),
                "idempotency-key": key.trim() || "k",
                ...(endpoint.signedIn ? { cookie } : {}),
              },
              body,
            });
            await response.arrayBuffer();
            expect(response.status, `${endpoint.path} ${body.slice(0, 120)}`).toBeLessThan(500);
            if (response.status >= 400) expect(await storedCounts()).toEqual(before);
          },
        ),
        { numRuns: 40 },
      );
    }
  }, 120_000);
});
