import { randomBytes, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createDocumentCheck } from "#server/modules/documents/document-checks.service.ts";
import { isApiErrorBody } from "#shared/api-error.ts";
import { DOCUMENT_CHECK_COST_CREDITS } from "#shared/credits.ts";
import { BLOG_ALIASES } from "#shared/blog/guide.ts";
import { signUp } from "./helpers/accounts.ts";
import { useTestApp } from "./helpers/test-app.ts";

// Every endpoint, called with another user's ids, answers 404 (or 403) and changes nothing of
// theirs. The list of routes to audit is the app's own route table: a new route with a `:param`
// (or a wildcard) fails the first test below until it has its case here.

const test = useTestApp();

/** The ids by which the API names what one user owns. */
type OwnedIds = {
  checkout: string;
  /** A paid purchase's ledger transaction: its receipt. */
  receipt: string;
  project: string;
  documentCheck: string;
  chatSession: string;
  /** Better Auth's session token (the part of the cookie before its signature). */
  sessionToken: string;
  /** Better Auth's id of the e-mail-and-password account. */
  accountId: string;
  userId: string;
};

type Probe = { method: string; path: string; body?: unknown };

type AuditCase =
  /** No user owns what the id names: signed out, A and B all get the same answer. */
  | { kind: "public"; probe: Probe; status: number }
  /** 404 (or 403) in the API's error shape, exactly as for an id that exists nowhere. */
  | { kind: "not-found"; probe: (ids: OwnedIds) => Probe }
  /**
   * The id names a place in the caller's own space: chat session ids are chosen by the client
   * and kept per user, so B reaches B's own (empty) session, never A's. Answering 404 only for
   * ids someone else uses would tell B which ids those are.
   */
  | { kind: "own-space"; probe: (ids: OwnedIds) => Probe; answer: unknown }
  /**
   * Better Auth's own endpoints answer in their own shape; someone else's id gets what an id
   * that exists nowhere gets, and changes nothing of theirs.
   */
  | { kind: "auth"; probe: (ids: OwnedIds) => Probe };

const post = (path: string, body?: unknown): Probe => ({ method: "POST", path, body });
const get = (path: string): Probe => ({ method: "GET", path });

const AUDIT: Record<string, AuditCase[]> = {
  "GET /api/checkout/sessions/:id": [
    { kind: "not-found", probe: (ids) => get(`/api/checkout/sessions/${ids.checkout}`) },
  ],
  "GET /api/credits/receipts/:id": [
    { kind: "not-found", probe: (ids) => get(`/api/credits/receipts/${ids.receipt}`) },
  ],
  "GET /api/checkout/test/:id": [
    { kind: "not-found", probe: (ids) => get(`/api/checkout/test/${ids.checkout}`) },
  ],
  "POST /api/checkout/test/:id/complete": [
    { kind: "not-found", probe: (ids) => post(`/api/checkout/test/${ids.checkout}/complete`) },
  ],
  "POST /api/checkout/test/:id/cancel": [
    { kind: "not-found", probe: (ids) => post(`/api/checkout/test/${ids.checkout}/cancel`) },
  ],
  "GET /api/projects/:id": [
    { kind: "not-found", probe: (ids) => get(`/api/projects/${ids.project}`) },
  ],
  "PATCH /api/projects/:id": [
    {
      kind: "not-found",
      probe: (ids) => ({
        method: "PATCH",
        path: `/api/projects/${ids.project}`,
        body: { name: "Mine now" },
      }),
    },
  ],
  "DELETE /api/projects/:id": [
    {
      kind: "not-found",
      probe: (ids) => ({ method: "DELETE", path: `/api/projects/${ids.project}` }),
    },
  ],
  "GET /api/document-checks/:id": [
    { kind: "not-found", probe: (ids) => get(`/api/document-checks/${ids.documentCheck}`) },
  ],
  "GET /api/document-checks/:id/report.pdf": [
    {
      kind: "not-found",
      probe: (ids) => get(`/api/document-checks/${ids.documentCheck}/report.pdf`),
    },
  ],
  "DELETE /api/document-checks/:id": [
    {
      kind: "not-found",
      probe: (ids) => ({ method: "DELETE", path: `/api/document-checks/${ids.documentCheck}` }),
    },
  ],
  "GET /api/chat/sessions/:sessionId/messages": [
    {
      kind: "own-space",
      probe: (ids) => get(`/api/chat/sessions/${ids.chatSession}/messages`),
      answer: { messages: [] },
    },
  ],
  "DELETE /api/chat/sessions/:sessionId/messages": [
    {
      kind: "own-space",
      probe: (ids) => ({
        method: "DELETE",
        path: `/api/chat/sessions/${ids.chatSession}/messages`,
      }),
      answer: { deleted: 0 },
    },
  ],
  "GET /api/permits/states/:slug": [
    { kind: "public", probe: get("/api/permits/states/texas"), status: 200 },
  ],
  "GET /blog/:alias": [
    { kind: "public", probe: get(`/blog/${Object.keys(BLOG_ALIASES)[0]}`), status: 301 },
  ],
  "GET /api/auth/*": [
    { kind: "auth", probe: (ids) => get(`/api/auth/account-info?accountId=${ids.accountId}`) },
  ],
  "POST /api/auth/*": [
    { kind: "auth", probe: (ids) => post("/api/auth/revoke-session", { token: ids.sessionToken }) },
    {
      kind: "auth",
      probe: (ids) =>
        post("/api/auth/unlink-account", { providerId: "credential", accountId: ids.accountId }),
    },
    // A user id in the body is ignored: the session says whose name changes.
    {
      kind: "auth",
      probe: (ids) => post("/api/auth/update-user", { name: "Mallory", userId: ids.userId }),
    },
  ],
};

/** API routes anyone may call signed out; every other API route must answer 401. */
const PUBLIC_API_ROUTES = [
  "GET /api/auth/*",
  "POST /api/auth/*",
  "GET /api/config",
  "POST /api/contact",
  "POST /api/waitlist",
  "POST /api/address-autocomplete",
  "GET /api/permits/report",
  "GET /api/permits/states",
  "GET /api/permits/states/:slug",
  "GET /api/document-checks/options",
  // Stripe's servers call it; the signature is the credential.
  "POST /api/webhooks/stripe",
  // The public API's document and reference page.
  "GET /api",
  "GET /api/openapi.json",
  "GET /api/reference.js",
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** Each handler's "METHOD path" in the app's route table (middleware shows up as ALL). */
function routeTable(): string[] {
  const routes = test.app.routes.filter((route) => route.method !== "ALL");
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort();
}

function send(probe: Probe, cookie?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (cookie) headers.cookie = cookie;
  return test.app.request(probe.path, {
    method: probe.method,
    headers,
    ...(probe.body === undefined || probe.method === "GET"
      ? {}
      : { body: JSON.stringify(probe.body) }),
  });
}

async function answerOf(probe: Probe, cookie?: string) {
  const response = await send(probe, cookie);
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: text && response.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
  };
}

/** Ids shaped like real ones that name nothing. */
function unknownIds(): OwnedIds {
  const token = randomBytes(16).toString("hex");
  return {
    checkout: `test_${randomBytes(16).toString("hex")}`,
    receipt: randomUUID(),
    project: randomUUID(),
    documentCheck: randomUUID(),
    chatSession: `never-used-${token}`,
    sessionToken: token,
    accountId: token,
    userId: token,
  };
}

type Account = Awaited<ReturnType<typeof signUp>>;
let alice: Account;
let bob: Account;
let alicesIds: OwnedIds;

/** Everything the API shows A (and B's balance), read with their own sessions. */
async function everythingOf(ids: OwnedIds) {
  const read = async (path: string, cookie = alice.cookie) =>
    answerOf(get(path), cookie).then(({ status, body }) => ({ status, body }) as const);
  return {
    session: await read("/api/auth/get-session"),
    accounts: await read("/api/auth/list-accounts"),
    credits: await read("/api/credits"),
    transactions: await read("/api/credits/transactions"),
    checkout: await read(`/api/checkout/test/${ids.checkout}`),
    receipt: await read(`/api/credits/receipts/${ids.receipt}`),
    projects: await read("/api/projects"),
    project: await read(`/api/projects/${ids.project}`),
    documentCheck: await read(`/api/document-checks/${ids.documentCheck}`),
    chat: await read(`/api/chat/sessions/${ids.chatSession}/messages`),
    bobsCredits: await read("/api/credits", bob.cookie),
    bobsTransactions: await read("/api/credits/transactions", bob.cookie),
  };
}

beforeAll(async () => {
  const { app } = test;
  alice = await signUp(app, "owner-a@example.com");
  bob = await signUp(app, "intruder-b@example.com");
  const started = await answerOf(post("/api/checkout", { pack: "1K" }), alice.cookie);
  expect(started.status).toBe(201);
  const bought = await answerOf(post("/api/checkout", { pack: "1K" }), alice.cookie);
  const boughtId = new URL(bought.body.url).pathname.split("/").at(-1);
  expect(
    (await answerOf(post(`/api/checkout/test/${boughtId}/complete`), alice.cookie)).status,
  ).toBe(200);
  const history = await answerOf(get("/api/credits/transactions"), alice.cookie);
  const purchase = history.body.transactions.find(
    (row: { transaction_type: string }) => row.transaction_type === "purchase",
  );
  const project = await answerOf(
    post("/api/projects", { address: "10 Main St, Portland, OR 97201", project_type: "adu" }),
    alice.cookie,
  );
  expect(project.status).toBe(201);
  const chatSession = `a-${randomUUID()}`;
  const asked = await answerOf(
    post("/api/chat-permits", {
      query: "Do I need a permit for a deck?",
      sessionId: chatSession,
      options: { streaming: false },
    }),
    alice.cookie,
  );
  expect(asked.status).toBe(200);
  // A's document check, queued (no job runs in this test); its files go to a store of this test's.
  const documentCheck = await createDocumentCheck({
    db: test.database.db,
    store: {
      describe: "memory",
      put: async () => {},
      get: async () => null,
      delete: async () => {},
    },
    userId: alice.userId,
    requestKey: "ownership",
    address: "10 Main St, Portland, OR 97201",
    projectId: null,
    jurisdiction: "City of Portland",
    projectType: { id: "deck", name: "Deck" },
    credits: DOCUMENT_CHECK_COST_CREDITS,
    files: [{ name: "plans.pdf", mime: "application/pdf", bytes: new Uint8Array([37]), pages: 1 }],
  });
  const accounts = await answerOf(get("/api/auth/list-accounts"), alice.cookie);
  alicesIds = {
    checkout: new URL(started.body.url).pathname.split("/").at(-1) ?? "",
    receipt: purchase.id,
    project: project.body.project.id,
    documentCheck: documentCheck.id,
    chatSession,
    sessionToken: alice.cookie.split("=")[1]?.split(".")[0] ?? "",
    accountId: accounts.body[0].accountId,
    userId: alice.userId,
  };
});

describe("another user's ids", () => {
  it("has an audit case for every route that takes an id, and for no route that is gone", () => {
    const idRoutes = routeTable().filter((route) => /[:*]/.test(route));
    const audited = Object.keys(AUDIT);
    expect({
      "routes without an audit case": idRoutes.filter((route) => !audited.includes(route)),
      "audit cases without a route": audited.filter((route) => !idRoutes.includes(route)),
    }).toEqual({ "routes without an audit case": [], "audit cases without a route": [] });
  });

  it("get B what an id that exists nowhere gets (404 for what A owns), and leave A's data as it was", async () => {
    const before = await everythingOf(alicesIds);
    expect(before.chat.body.messages).toHaveLength(2);
    expect(before.checkout.body.status).toBe("open");
    // 20 to start, 1,000 bought, 2 for the question, 10 for the document check.
    expect(before.credits.body.credits).toBe(1008);
    expect(before.receipt.body.receipt).toMatchObject({ credits: 1000, paidWith: "test-checkout" });

    for (const [route, cases] of Object.entries(AUDIT)) {
      for (const audit of cases) {
        if (audit.kind === "public") {
          const answers = await Promise.all(
            [undefined, alice.cookie, bob.cookie].map((cookie) => answerOf(audit.probe, cookie)),
          );
          expect(answers[0]?.status, route).toBe(audit.status);
          expect(answers.slice(1), route).toEqual([answers[0], answers[0]]);
          continue;
        }
        const withAlicesId = await answerOf(audit.probe(alicesIds), bob.cookie);
        const withUnknownId = await answerOf(audit.probe(unknownIds()), bob.cookie);
        expect(withAlicesId, `${route}: B with A's id, as with an unknown id`).toEqual(
          withUnknownId,
        );
        if (audit.kind === "not-found") {
          expect([403, 404], route).toContain(withAlicesId.status);
          expect(isApiErrorBody(withAlicesId.body), route).toBe(true);
        }
        if (audit.kind === "own-space") {
          expect(withAlicesId, route).toMatchObject({ status: 200, body: audit.answer });
        }
      }
    }

    expect(await everythingOf(alicesIds)).toEqual(before);
  });

  it("answer 404 to methods a route with A's id does not have, and change nothing", async () => {
    const before = await everythingOf(alicesIds);
    const table = routeTable();
    for (const [route, cases] of Object.entries(AUDIT)) {
      for (const audit of cases) {
        if (audit.kind !== "not-found" && audit.kind !== "own-space") continue;
        const { path } = audit.probe(alicesIds);
        const pattern = route.split(" ")[1];
        for (const method of METHODS.filter((name) => !table.includes(`${name} ${pattern}`))) {
          const answer = await answerOf({ method, path, body: {} }, bob.cookie);
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(isApiErrorBody(answer.body), `${method} ${path}`).toBe(true);
        }
      }
    }
    expect(await everythingOf(alicesIds)).toEqual(before);
  });

  it("let B's chat name A's user id or project without reaching them", async () => {
    const before = await everythingOf(alicesIds);
    const asUser = await answerOf(
      post("/api/chat-permits", {
        query: "Do I need a permit for a fence?",
        userId: alicesIds.userId,
        options: { streaming: false },
      }),
      bob.cookie,
    );
    expect(asUser.status).toBe(400);
    expect(isApiErrorBody(asUser.body)).toBe(true);
    // A chat is tagged with the user's own project only: B's question tagged with A's project is
    // refused, costs B nothing, and neither A's project nor A's history changes.
    const tagged = await answerOf(
      post("/api/chat-permits", {
        query: "Do I need a permit for a fence?",
        projectId: alicesIds.project,
        sessionId: alicesIds.chatSession,
        options: { streaming: false },
      }),
      bob.cookie,
    );
    expect(tagged.status).toBe(404);
    expect(JSON.stringify(tagged.body)).not.toContain("10 Main St");
    const after = await everythingOf(alicesIds);
    expect(after.bobsCredits.body).toEqual({ credits: 20 });
    expect({ ...after, bobsCredits: null, bobsTransactions: null }).toEqual({
      ...before,
      bobsCredits: null,
      bobsTransactions: null,
    });
  });
});

describe("signed-out requests", () => {
  it("get 401 in the API's error shape from every signed-in API route, cookie or none", async () => {
    const table = routeTable();
    expect(
      PUBLIC_API_ROUTES.filter((route) => !table.includes(route)),
      "public routes that no longer exist",
    ).toEqual([]);
    const signedOut = await signUp(test.app, "signed-out@example.com");
    const bye = await send(post("/api/auth/sign-out"), signedOut.cookie);
    expect(bye.status).toBe(200);

    const signedInRoutes = table.filter(
      (route) => route.split(" ")[1]?.startsWith("/api/") && !PUBLIC_API_ROUTES.includes(route),
    );
    expect(signedInRoutes.length).toBeGreaterThan(10);
    for (const route of signedInRoutes) {
      const [method = "", pattern = ""] = route.split(" ");
      const path = pattern.replace(/:[^/]+/g, "x");
      for (const cookie of [undefined, signedOut.cookie]) {
        const answer = await answerOf({ method, path, body: {} }, cookie);
        expect(answer.status, `${route} ${cookie ? "(signed-out cookie)" : ""}`).toBe(401);
        expect(answer.body, route).toMatchObject({ error: { code: "unauthorized" } });
      }
    }
  });
});
