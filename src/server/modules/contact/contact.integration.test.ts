import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed, freshClientIp, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";
import { outbox } from "../../db/schema.ts";

const test = useTestApp({ SUPPORT_EMAIL: "help@permitlm.example", CONTACT_RATE_LIMIT: "2" });

const write = (body: unknown, ip = freshClientIp(), cookie = "") =>
  test.app.request("/api/contact", {
    ...jsonPost(cookie, body),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    },
  });
const toSupport = () =>
  test.database.db.select().from(outbox).where(eq(outbox.to, "help@permitlm.example"));

describe("POST /api/contact", () => {
  it("sends the message to support through the outbox, naming the signed-in account", async () => {
    const { cookie, userId } = await signUp(test.app, "writer@example.com");
    const sent = await write(
      { email: "Writer@Example.com", topic: "billing", message: "Please refund my unused pack." },
      freshClientIp(),
      cookie,
    );
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ received: true });
    const [message] = await toSupport();
    expect(message?.subject).toBe("[Contact] Billing or a refund — writer@example.com");
    expect(message?.text).toContain(`Signed in as: writer@example.com (user ${userId})`);
    expect(message?.text).toContain("Please refund my unused pack.");
    expect(message?.status).toBe("sent");
    // Nothing goes back to the address given: the form mails no one but support.
    expect(
      await test.database.db.select().from(outbox).where(eq(outbox.to, "writer@example.com")),
    ).toEqual([]);
    expect((await test.app.request("/api/credits", authed(cookie))).status).toBe(200);
  });

  it("refuses a bad e-mail, an unknown topic or a near-empty message with 400, and sends nothing", async () => {
    const before = (await toSupport()).length;
    for (const body of [
      { email: "not-an-email", topic: "other", message: "A real question here." },
      { email: "a@example.com", topic: "lawsuit", message: "A real question here." },
      { email: "a@example.com", topic: "other", message: "   hi   " },
      { email: "a@example.com", topic: "other", message: "x".repeat(5001) },
    ]) {
      const refused = await write(body);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    expect(await toSupport()).toHaveLength(before);
  });

  it("limits one address to CONTACT_RATE_LIMIT messages an hour", async () => {
    const ip = "203.0.113.99";
    const body = { email: "flood@example.com", topic: "other", message: "Hello there, support." };
    expect((await write(body, ip)).status).toBe(201);
    expect((await write(body, ip)).status).toBe(201);
    const refused = await write(body, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
