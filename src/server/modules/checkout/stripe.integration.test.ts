import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, balanceOf, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import {
  checkoutEvent as event,
  deliverWebhook,
  standInStripeEnv,
  startStripeStandIn,
} from "../../../../tests/helpers/stripe-stand-in.ts";
import {
  createTestApp,
  createTestDatabase,
  testEnv,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";
import { outbox } from "../../db/schema.ts";
import { findLedgerMismatches, listTransactions } from "../credits/ledger.service.ts";

let database: TestDatabase;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startStripeStandIn();
  app = await createTestApp(database, { env: testEnv(standInStripeEnv(standIn.url)) });
});
afterAll(async () => {
  await standIn.close();
  await database.destroy();
});

const deliver = (payload: string, options?: Parameters<typeof deliverWebhook>[2]) =>
  deliverWebhook(app, payload, options);

async function buyer(email: string) {
  const account = await signUp(app, email);
  const created = await app.request("/api/checkout", jsonPost(account.cookie, { pack: "1K" }));
  expect(created.status).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const session = [...standIn.sessions.values()].find((candidate) => candidate.url === url);
  if (!session) throw new Error("the stand-in has no such session");
  return { ...account, session };
}

describe("Stripe checkout", () => {
  it("creates a Checkout Session with the pack's price, metadata and return URLs", async () => {
    const { session, userId } = await buyer("stripe-buyer@example.com");
    expect(session).toMatchObject({
      amount_total: 600,
      currency: "usd",
      client_reference_id: userId,
      customer_email: "stripe-buyer@example.com",
      metadata: { userId, pack: "1K" },
      success_url: "http://localhost/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost/checkout/cancel",
    });
    expect(standIn.requests.at(-1)?.idempotencyKey).toMatch(/^checkout:stripe_/);
  });

  it("grants one purchase, with one receipt e-mail, for one event delivered 50 times, 10 at once", async () => {
    const { session, cookie, userId } = await buyer("fifty@example.com");
    const payload = event("checkout.session.completed", standIn.pay(session.id));
    for (let batch = 0; batch < 5; batch += 1) {
      const statuses = await Promise.all(
        Array.from({ length: 10 }, async () => (await deliver(payload)).status),
      );
      expect(statuses).toEqual(Array(10).fill(200));
    }
    expect(await balanceOf(app, cookie)).toBe(1020);
    const purchases = (await listTransactions({ db: database.db, userId, order: "asc" })).filter(
      (row) => row.transaction_type === "purchase",
    );
    expect(purchases).toHaveLength(1);
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
    const receipts = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "fifty@example.com"));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("$6.00 USD, paid by card");
  });

  it.each([
    [
      "a tampered body",
      (payload: string) => ({ body: payload.replace('"amount_total":600', '"amount_total":1') }),
    ],
    ["the wrong secret", () => ({ secret: "whsec_someone_else" })],
    ["a timestamp older than 300 s", () => ({ timestamp: Math.floor(Date.now() / 1000) - 301 })],
  ])("answers 400 to %s and writes no ledger row", async (_label, tamper) => {
    const { session, cookie } = await buyer(
      `tamper-${Math.random().toString(36).slice(2)}@example.com`,
    );
    const payload = event("checkout.session.completed", standIn.pay(session.id));
    const response = await deliver(payload, tamper(payload));
    expect(response.status).toBe(400);
    expect(await balanceOf(app, cookie)).toBe(20);
  });

  it("answers 400 without a signature header", async () => {
    const response = await app.request("/api/webhooks/stripe", { method: "POST", body: "{}" });
    expect(response.status).toBe(400);
  });

  it("grants nothing for a completed but unpaid session until async_payment_succeeded", async () => {
    const { session, cookie } = await buyer("async@example.com");
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect(await balanceOf(app, cookie)).toBe(20);
    expect(
      (await deliver(event("checkout.session.async_payment_succeeded", standIn.pay(session.id))))
        .status,
    ).toBe(200);
    expect(await balanceOf(app, cookie)).toBe(1020);
  });

  it("marks a failed async payment and grants nothing", async () => {
    const { session, cookie } = await buyer("declined@example.com");
    expect((await deliver(event("checkout.session.async_payment_failed", session))).status).toBe(
      200,
    );
    const status = await app.request(`/api/checkout/sessions/${session.id}`, authed(cookie));
    expect(await status.json()).toEqual({ status: "failed", credits: 20 });
  });

  it("fulfils from the success page by retrieving the session, once, even if the webhook comes too", async () => {
    const { session, cookie } = await buyer("returner@example.com");
    const before = await app.request(`/api/checkout/sessions/${session.id}`, authed(cookie));
    expect(await before.json()).toEqual({ status: "open", credits: 20 });
    standIn.pay(session.id);
    const after = await app.request(`/api/checkout/sessions/${session.id}`, authed(cookie));
    expect(await after.json()).toEqual({ status: "paid", credits: 1020 });
    expect((await deliver(event("checkout.session.completed", session))).status).toBe(200);
    expect(await balanceOf(app, cookie)).toBe(1020);
  });

  it("ignores a paid session whose amount does not match the pack", async () => {
    const { session, cookie } = await buyer("cheap@example.com");
    const paid = standIn.pay(session.id);
    const cheap = { ...paid, amount_total: 1 };
    expect((await deliver(event("checkout.session.completed", cheap))).status).toBe(200);
    expect(await balanceOf(app, cookie)).toBe(20);
  });

  it("turns the test checkout off: its endpoints answer 404", async () => {
    const { cookie } = await buyer("no-test-mode@example.com");
    const response = await app.request("/api/checkout/test/test_anything", authed(cookie));
    expect(response.status).toBe(404);
    expect(await (await app.request("/api/config")).json()).toEqual({
      googleSignIn: false,
      checkoutMode: "stripe",
      signupBonusCredits: 20,
    });
  });
});
