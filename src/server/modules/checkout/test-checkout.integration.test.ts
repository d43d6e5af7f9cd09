import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import {
  createTestApp,
  createTestDatabase,
  type TestDatabase,
  testEnv,
} from "../../../../tests/helpers/test-app.ts";
import { eq } from "drizzle-orm";
import { outbox } from "../../db/schema.ts";
import { MAX_BALANCE } from "#shared/credits.ts";
import { applyLedgerEntry, findLedgerMismatches } from "../credits/ledger.service.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => database.destroy());

async function json(response: Response | Promise<Response>) {
  const resolved = await response;
  return { status: resolved.status, body: (await resolved.json()) as Record<string, unknown> };
}

async function startTestCheckout(cookie: string, pack = "1K") {
  const created = await json(app.request("/api/checkout", jsonPost(cookie, { pack })));
  expect(created.status).toBe(201);
  const url = new URL(String(created.body.url));
  expect(url.pathname).toMatch(/^\/checkout\/test\/test_[0-9a-f]{32}$/);
  return url.pathname.split("/").at(-1) ?? "";
}

describe("a public site without Stripe", () => {
  it("refuses purchases (503) and grants nothing, unless TEST_CHECKOUT=on", async () => {
    const publicSite = await createTestApp(database, {
      env: testEnv({ PUBLIC_URL: "https://permitlm.example" }),
    });
    const { cookie } = await signUp(publicSite, "public-buyer@example.com");
    const refused = await json(
      publicSite.request("/api/checkout", jsonPost(cookie, { pack: "1K" })),
    );
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ error: { code: "service_unavailable" } });
    expect((await json(publicSite.request("/api/credits", authed(cookie)))).body).toEqual({
      credits: 20,
    });
    expect((await json(publicSite.request("/api/config"))).body).toMatchObject({
      checkoutMode: "off",
    });

    const allowed = await createTestApp(database, {
      env: testEnv({ PUBLIC_URL: "https://permitlm.example", TEST_CHECKOUT: "on" }),
    });
    const started = await json(allowed.request("/api/checkout", jsonPost(cookie, { pack: "1K" })));
    expect(started.status).toBe(201);
  });
});

describe("credits and the built-in test checkout", () => {
  it("starts every account at 20 credits with a Signup Bonus row", async () => {
    const { cookie } = await signUp(app, "new@example.com");
    expect((await json(app.request("/api/credits", authed(cookie)))).body).toEqual({ credits: 20 });
    const history = await json(app.request("/api/credits/transactions", authed(cookie)));
    expect(history.body.transactions).toMatchObject([
      {
        transaction_type: "signup_bonus",
        amount: 20,
        balance_after: 20,
        description: "Welcome bonus",
      },
    ]);
  });

  it("sells a pack through the test checkout once, however often Pay is pressed", async () => {
    const { cookie } = await signUp(app, "buyer@example.com");
    const id = await startTestCheckout(cookie);
    const page = await json(app.request(`/api/checkout/test/${id}`, authed(cookie)));
    expect(page.body).toMatchObject({
      pack: "1K",
      name: "Basic Pack",
      credits: 1000,
      priceCents: 600,
      status: "open",
    });

    const paid = await Promise.all(
      Array.from({ length: 5 }, () =>
        json(app.request(`/api/checkout/test/${id}/complete`, authed(cookie, { method: "POST" }))),
      ),
    );
    expect(paid.map((result) => result.body)).toEqual(
      Array(5).fill({ status: "paid", credits: 1020 }),
    );
    const asc = await json(app.request("/api/credits/transactions?order=asc", authed(cookie)));
    expect(asc.body.transactions).toMatchObject([
      { transaction_type: "signup_bonus", amount: 20, balance_after: 20 },
      { transaction_type: "purchase", amount: 1000, balance_after: 1020 },
    ]);
    const desc = await json(app.request("/api/credits/transactions?order=desc", authed(cookie)));
    expect(
      (desc.body.transactions as unknown[]).map((row) => (row as { amount: number }).amount),
    ).toEqual([1000, 20]);
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });

  it("sells packs past 2^31 credits exactly, and refuses (409) a pack past the account limit", async () => {
    const { cookie, userId } = await signUp(app, "whale@example.com");
    const grant = (amount: number, reference: string) =>
      applyLedgerEntry({
        db: database.db,
        userId,
        amount,
        type: "adjustment",
        description: "Grant",
        reference,
      });
    // 20 + 2,147,483,000 sits just under 2^31 (2,147,483,648); a 10K pack carries it past.
    await grant(2_147_483_000, "support:near-2^31");
    const id = await startTestCheckout(cookie, "10K");
    const paid = await json(
      app.request(`/api/checkout/test/${id}/complete`, authed(cookie, { method: "POST" })),
    );
    expect(paid).toEqual({ status: 200, body: { status: "paid", credits: 2_147_493_020 } });
    const [purchase] = (await json(app.request("/api/credits/transactions", authed(cookie)))).body
      .transactions as unknown[];
    expect(purchase).toMatchObject({ amount: 10_000, balance_after: 2_147_493_020 });

    await grant(MAX_BALANCE - 2_147_493_020 - 5_000, "support:near-the-limit");
    const refused = await json(app.request("/api/checkout", jsonPost(cookie, { pack: "10K" })));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: "balance_limit_reached" } });
    await expect(grant(5_001, "support:past-the-limit")).rejects.toMatchObject({
      code: "balance_limit_reached",
    });
    expect((await json(app.request("/api/credits", authed(cookie)))).body).toEqual({
      credits: MAX_BALANCE - 5_000,
    });
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });

  it("gives each purchase one receipt: an e-mail through the outbox and a receipt page", async () => {
    const { cookie } = await signUp(app, "receipts@example.com");
    const id = await startTestCheckout(cookie, "5K");
    for (let press = 0; press < 3; press += 1)
      await app.request(`/api/checkout/test/${id}/complete`, authed(cookie, { method: "POST" }));
    const [purchase] = (await json(app.request("/api/credits/transactions", authed(cookie)))).body
      .transactions as { id: string }[];
    const receipt = await json(
      app.request(`/api/credits/receipts/${purchase?.id}`, authed(cookie)),
    );
    expect(receipt).toEqual({
      status: 200,
      body: {
        receipt: {
          id: purchase?.id,
          createdAt: expect.any(String),
          email: "receipts@example.com",
          packName: "Popular Pack",
          credits: 5000,
          amountCents: 2850,
          currency: "USD",
          paidWith: "test-checkout",
          checkoutId: id,
          balanceAfter: 5020,
        },
      },
    });
    const mails = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "receipts@example.com"));
    expect(mails.map((mail) => mail.subject)).toEqual(["Your PermitLM receipt: Popular Pack"]);
    expect(mails[0]?.text).toContain(`http://localhost/account/receipts/${purchase?.id}`);
    expect(mails[0]?.text).toContain("Popular Pack: 5,000 credits");

    // Only purchases have receipts, and only their owner's.
    const signup = await json(app.request("/api/credits/transactions?order=asc", authed(cookie)));
    const bonusId = (signup.body.transactions as { id: string }[])[0]?.id;
    expect((await app.request(`/api/credits/receipts/${bonusId}`, authed(cookie))).status).toBe(
      404,
    );
    expect((await app.request("/api/credits/receipts/not-a-uuid", authed(cookie))).status).toBe(
      404,
    );
    const other = await signUp(app, "not-the-buyer@example.com");
    expect(
      (await app.request(`/api/credits/receipts/${purchase?.id}`, authed(other.cookie))).status,
    ).toBe(404);
  });

  it("grants nothing for a canceled checkout", async () => {
    const { cookie } = await signUp(app, "canceler@example.com");
    const id = await startTestCheckout(cookie, "5K");
    expect(
      (
        await json(
          app.request(`/api/checkout/test/${id}/cancel`, authed(cookie, { method: "POST" })),
        )
      ).body,
    ).toEqual({
      status: "canceled",
    });
    const complete = await app.request(
      `/api/checkout/test/${id}/complete`,
      authed(cookie, { method: "POST" }),
    );
    expect(complete.status).toBe(400);
    expect((await json(app.request("/api/credits", authed(cookie)))).body).toEqual({ credits: 20 });
  });

  it("refuses an unknown pack and bad bodies with 400 and starts nothing", async () => {
    const { cookie } = await signUp(app, "picky@example.com");
    for (const body of [{ pack: "2K" }, { pack: 1000 }, {}]) {
      const response = await json(app.request("/api/checkout", jsonPost(cookie, body)));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: "bad_request" } });
    }
    const badOrder = await app.request("/api/credits/transactions?order=sideways", authed(cookie));
    expect(badOrder.status).toBe(400);
  });

  it("never lets user A read or use user B's balance, history or checkout", async () => {
    const alice = await signUp(app, "alice@example.com");
    const bob = await signUp(app, "bob@example.com");
    const bobsCheckout = await startTestCheckout(bob.cookie);
    expect(
      (await app.request(`/api/checkout/test/${bobsCheckout}`, authed(alice.cookie))).status,
    ).toBe(404);
    expect(
      (
        await app.request(
          `/api/checkout/test/${bobsCheckout}/complete`,
          authed(alice.cookie, { method: "POST" }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(
          `/api/checkout/test/${bobsCheckout}/cancel`,
          authed(alice.cookie, { method: "POST" }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await app.request(`/api/checkout/sessions/${bobsCheckout}`, authed(alice.cookie))).status,
    ).toBe(404);
    // A user id in the query or body is ignored: the session decides whose wallet it is.
    expect(
      (await json(app.request(`/api/credits?userId=${bob.userId}`, authed(alice.cookie)))).body,
    ).toEqual({ credits: 20 });
    const aliceHistory = await json(
      app.request(`/api/credits/transactions?user_id=${bob.userId}`, authed(alice.cookie)),
    );
    expect((aliceHistory.body.transactions as unknown[]).length).toBe(1);
    expect((await json(app.request("/api/credits", authed(bob.cookie)))).body).toEqual({
      credits: 20,
    });
  });

  it("answers 401 to every wallet endpoint when signed out", async () => {
    const requests: [string, RequestInit?][] = [
      ["/api/credits"],
      ["/api/credits/transactions"],
      ["/api/realtime"],
      [
        "/api/checkout",
        { method: "POST", headers: { "content-type": "application/json" }, body: '{"pack":"1K"}' },
      ],
      ["/api/checkout/test/test_x"],
      ["/api/checkout/test/test_x/complete", { method: "POST" }],
      ["/api/checkout/sessions/cs_x"],
    ];
    for (const [path, init] of requests) {
      const response = await app.request(path, init);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toMatchObject({ error: { code: "unauthorized" } });
    }
  });

  it("says which providers are configured", async () => {
    expect((await json(app.request("/api/config"))).body).toEqual({
      googleSignIn: false,
      checkoutMode: "test",
      signupBonusCredits: 20,
    });
  });
});
