import { Validator } from "@seriousme/openapi-schema-validator";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authed, balanceOf, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { streamedAnswer } from "../../../../tests/helpers/chat-stream.ts";
import { useTestApp } from "../../../../tests/helpers/test-app.ts";
import { apiKeys, creditTransactions } from "../../db/schema.ts";
import { applyLedgerEntry, findLedgerMismatches } from "../credits/ledger.service.ts";
import { publicApiRoutes } from "./public-api.routes.ts";

const RATE_LIMIT = 5;
const handle = useTestApp({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) });
const ADDRESS = "742 Evergreen Ter, Columbus, OH 43215";

/** A signed-up user (20 credits) with one API key made through the account's own endpoint. */
async function userWithKey(email: string, name = "Contractor site") {
  const account = await signUp(handle.app, email);
  const created = await handle.app.request(
    "/api/auth/api-key/create",
    jsonPost(account.cookie, { name }),
  );
  expect(created.status, await created.clone().text()).toBe(200);
  const { key, id } = (await created.json()) as { key: string; id: string };
  return { ...account, key, keyId: id };
}

function call(key: string, path: string, init: RequestInit = {}) {
  return handle.app.request(`/api/v1${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${key}` },
  });
}

const report = (key: string, address = ADDRESS, idempotencyKey?: string) =>
  call(key, `/report?address=${encodeURIComponent(address)}`, {
    headers: idempotencyKey ? { "idempotency-key": idempotencyKey } : {},
  });

const ask = (key: string, body: Record<string, unknown>, idempotencyKey?: string) =>
  call(key, "/ask", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
    },
    body: JSON.stringify(body),
  });

async function ledgerOf(userId: string) {
  return handle.database.db
    .select()
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.seq);
}

describe("API keys", () => {
  it("are stored hashed, shown once, listed by name and start, and revoked", async () => {
    const user = await userWithKey("keys@example.com", "Zapier");
    expect(user.key).toMatch(/^plm_/);
    const [row] = await handle.database.db.select().from(apiKeys).where(eq(apiKeys.id, user.keyId));
    expect(row?.key).not.toBe(user.key);
    expect(row?.key).not.toContain(user.key.slice(4));

    const listed = await handle.app.request("/api/auth/api-key/list", authed(user.cookie));
    const body = JSON.stringify(await listed.json());
    expect(body).toContain("Zapier");
    expect(body).not.toContain(user.key);

    expect((await report(user.key)).status).toBe(200);
    const revoked = await handle.app.request(
      "/api/auth/api-key/delete",
      jsonPost(user.cookie, { keyId: user.keyId }),
    );
    expect(revoked.status).toBe(200);
    const after = await report(user.key);
    expect(after.status).toBe(401);
    expect(((await after.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
  });

  it("refuses a call without a key, with a wrong key, or with a session cookie instead, and charges nothing", async () => {
    const user = await userWithKey("nokey@example.com");
    expect((await handle.app.request(`/api/v1/report?address=${ADDRESS}`)).status).toBe(401);
    expect((await report("plm_not-a-real-key")).status).toBe(401);
    const withCookie = await handle.app.request(
      `/api/v1/report?address=${encodeURIComponent(ADDRESS)}`,
      authed(user.cookie),
    );
    expect(withCookie.status).toBe(401);
    expect(await balanceOf(handle.app, user.cookie)).toBe(20);
  });

  it("limits each key's calls a minute (429 with Retry-After), and not another key's", async () => {
    const user = await userWithKey("limit@example.com");
    const other = await userWithKey("limit-other@example.com");
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect((await call(user.key, "/addresses?q=742 Evergreen")).status).toBe(200);
    const limited = await call(user.key, "/addresses?q=742 Evergreen");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call(other.key, "/addresses?q=742 Evergreen")).status).toBe(200);
  });
});

describe("the public API", () => {
  it("suggests addresses for free", async () => {
    const user = await userWithKey("suggest@example.com");
    const response = await call(user.key, "/addresses?q=742 Evergreen Ter, Columbus");
    expect(response.status).toBe(200);
    const { suggestions } = (await response.json()) as { suggestions: { description: string }[] };
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0]?.description).toMatch(/Columbus/);
    expect(await balanceOf(handle.app, user.cookie)).toBe(20);
  });

  it("charges 2 credits for a report, under the key's name, once per Idempotency-Key", async () => {
    const user = await userWithKey("report@example.com", "Roofing app");
    const first = await report(user.key, ADDRESS, "report-1");
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      jurisdiction: { stateCode: string };
      sources: unknown[];
    };
    expect(body.jurisdiction.stateCode).toBe("OH");
    expect(body.sources.length).toBeGreaterThan(0);
    expect((await report(user.key, ADDRESS, "report-1")).status).toBe(200);
    expect(await balanceOf(handle.app, user.cookie)).toBe(18);
    const usage = (await ledgerOf(user.userId)).filter((row) => row.amount < 0);
    expect(usage).toHaveLength(1);
    expect(usage[0]?.description).toBe(`API key "Roofing app": Report: ${ADDRESS}`);

    // The same key for another address is a client's mistake, not a retry.
    const reused = await report(user.key, "1234 Elm St, Austin, TX 78701", "report-1");
    expect(reused.status).toBe(422);
    expect(await balanceOf(handle.app, user.cookie)).toBe(18);
  });

  it("charges nothing for an address it cannot place, or bad input", async () => {
    const user = await userWithKey("badinput@example.com");
    expect((await report(user.key, "10 Downing St, London SW1A 2AA, United Kingdom")).status).toBe(
      400,
    );
    expect((await call(user.key, "/report")).status).toBe(400);
    expect((await ask(user.key, { address: ADDRESS })).status).toBe(400);
    expect((await ask(user.key, { address: ADDRESS, question: "x".repeat(5000) })).status).toBe(
      400,
    );
    expect(await balanceOf(handle.app, user.cookie)).toBe(20);
    expect(await ledgerOf(user.userId)).toHaveLength(1); // the sign-up bonus only
  });

  it("answers a question as JSON or as a stream, charging 2 credits each under the key's name", async () => {
    const user = await userWithKey("ask@example.com", "City page");
    const question = "Do I need a permit for a 10x12 shed?";
    const whole = await ask(user.key, { address: ADDRESS, question }, "ask-1");
    expect(whole.status).toBe(200);
    const { answer } = (await whole.json()) as { answer: string };
    expect(answer).toMatch(/permit/i);
    expect(answer).toContain("Sources");

    const streamed = await ask(user.key, { address: ADDRESS, question, stream: true });
    expect(streamed.headers.get("content-type")).toContain("text/event-stream");
    expect(streamedAnswer(await streamed.text())).toBe(answer);

    // A retry of the first is replayed, free.
    const again = await ask(user.key, { address: ADDRESS, question }, "ask-1");
    expect(((await again.json()) as { answer: string }).answer).toBe(answer);
    expect(await balanceOf(handle.app, user.cookie)).toBe(16);
    const usage = (await ledgerOf(user.userId)).filter((row) => row.amount < 0);
    expect(usage.map((row) => row.description)).toEqual([
      `API key "City page": ${question}`,
      `API key "City page": ${question}`,
    ]);
    expect(await findLedgerMismatches({ db: handle.database.db })).toEqual([]);
  });

  it("refuses a paid call the owner cannot pay for (402), and changes nothing", async () => {
    const user = await userWithKey("broke@example.com");
    await applyLedgerEntry({
      db: handle.database.db,
      userId: user.userId,
      amount: -18,
      type: "adjustment",
      description: "Test: leave one call's credits",
      reference: "test:broke",
    });
    expect((await report(user.key)).status).toBe(200);
    expect(await balanceOf(handle.app, user.cookie)).toBe(0);
    const refused = await report(user.key);
    expect(refused.status).toBe(402);
    const asked = await ask(user.key, {
      address: ADDRESS,
      question: "Do I need a permit for a deck?",
    });
    expect(asked.status).toBe(402);
    const rows = await handle.database.db
      .select()
      .from(creditTransactions)
      .where(and(eq(creditTransactions.userId, user.userId)));
    expect(rows).toHaveLength(3);
  });
});

describe("the OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document that describes every public API route", async () => {
    const response = await handle.app.request("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(document.openapi).toBe("3.1.0");
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    // Every route the public API answers, and nothing it does not.
    const served = publicApiRoutes.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => `${route.method.toLowerCase()} ${route.path}`);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(new Set(served)).toEqual(new Set(documented));
    expect(new Set(served).size).toBe(3);
  });

  it("is behind an interactive reference page at /api", async () => {
    const page = await handle.app.request("/api");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const script = await handle.app.request("/api/reference.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-encoding")).toBe("gzip");
    expect(script.headers.get("cache-control")).toContain("max-age");
  });
});
