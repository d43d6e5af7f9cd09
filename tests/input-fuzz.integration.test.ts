import { randomBytes } from "node:crypto";
import { getTableName, isTable, sql } from "drizzle-orm";
import fc from "fast-check";
import type { ZodType } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "#server/app.ts";
import { rowsOf } from "#server/db/database.ts";
import * as tables from "#server/db/schema.ts";
import type { AppServices } from "#server/services.ts";
import { addressAutocompleteSchema, propertyDetailsSchema } from "#shared/address-requests.ts";
import { chatRequestSchema } from "#shared/chat-requests.ts";
import { createProjectSchema, renameProjectSchema } from "#shared/project-requests.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/auth.ts";
import { contactMessageSchema } from "#shared/contact.ts";
import { createCheckoutSchema } from "#shared/credits-requests.ts";
import { joinWaitlistSchema } from "#shared/waitlist.ts";
import { freshClientIp, signUp } from "./helpers/accounts.ts";
import { fuzzCharacter, schemaArbitraries } from "./helpers/schema-arbitraries.ts";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
  testEnv,
} from "./helpers/test-app.ts";
import { askBody } from "#server/modules/public-api/public-api.schemas.ts";

// Every endpoint that takes a body, fed bodies made from its own zod schema (valid ones,
// ones breaking exactly one rule) and garbage, never answers 5xx; a body its schema refuses gets
// a 4xx with a JSON message, and a refused request stores nothing.

/**
 * How an endpoint's body is fuzzed. `path` fills in a route's parameters; `narrow` gives fields
 * whose valid values the server narrows past what the schema says (so valid bodies get further).
 */
type Entry = {
  path?: string;
  narrow?: Record<string, fc.Arbitrary<unknown>>;
  /** Called with an API key of the user's (the public API), not only the session cookie. */
  apiKey?: true;
} & (
  | { body: "zod"; schema: ZodType }
  /** Better Auth's own zod schema for the endpoint, read from `auth.api`. */
  | { body: "better-auth" }
  /** Reads no body (or an optional one without a schema): garbage must still not 5xx. */
  | { body: "none"; reason: string }
);

/** A password of the length Better Auth takes (its schemas say only "a string"). */
const password = fc.string({
  unit: fuzzCharacter,
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH / 2,
});

/**
 * Every route that may take a body. The first test fails on a route missing here (a new
 * endpoint must be added) and on an entry that is no longer a route.
 */
const ROUTES: Record<string, Entry> = {
  "POST /api/waitlist": { body: "zod", schema: joinWaitlistSchema },
  "POST /api/contact": { body: "zod", schema: contactMessageSchema },
  "POST /api/address-autocomplete": { body: "zod", schema: addressAutocompleteSchema },
  "POST /api/property-details": { body: "zod", schema: propertyDetailsSchema },
  "POST /api/chat-permits": {
    body: "zod",
    schema: chatRequestSchema,
    narrow: { userId: fc.constant(undefined) }, // Only the caller's own id is taken.
  },
  "POST /api/checkout": { body: "zod", schema: createCheckoutSchema },
  "POST /api/projects": { body: "zod", schema: createProjectSchema },
  "PATCH /api/projects/:id": {
    body: "zod",
    schema: renameProjectSchema,
    path: "/api/projects/00000000-0000-4000-8000-000000000000",
  },
  "DELETE /api/projects/:id": {
    body: "none",
    reason: "the project is named by the path",
    path: "/api/projects/00000000-0000-4000-8000-000000000000",
  },
  "POST /api/document-checks": {
    body: "none",
    reason:
      "a multipart upload: its fields and files are checked in document-checks.integration.test.ts",
  },
  "DELETE /api/document-checks/:id": {
    body: "none",
    reason: "the check is named by the path",
    path: "/api/document-checks/00000000-0000-4000-8000-000000000000",
  },
  "POST /api/checkout/test/:id/complete": {
    body: "none",
    reason: "the checkout is named by the path",
    path: "/api/checkout/test/fuzz/complete",
  },
  "POST /api/checkout/test/:id/cancel": {
    body: "none",
    reason: "the checkout is named by the path",
    path: "/api/checkout/test/fuzz/cancel",
  },
  "DELETE /api/chat/sessions/:sessionId/messages": {
    body: "none",
    reason: "the session is named by the path",
    path: "/api/chat/sessions/fuzz/messages",
  },
  // Better Auth (`/api/auth/*`): its endpoints as its router serves them.
  "POST /api/auth/sign-up/email": { body: "better-auth", narrow: { password: password } },
  "POST /api/auth/sign-in/email": { body: "better-auth" },
  "POST /api/auth/sign-in/social": { body: "better-auth" },
  "POST /api/auth/callback/:id": { body: "better-auth", path: "/api/auth/callback/google" },
  "POST /api/auth/sign-out": { body: "better-auth" },
  "POST /api/auth/get-session": { body: "none", reason: "reads only the session cookie" },
  "POST /api/auth/reset-password": { body: "better-auth", narrow: { newPassword: password } },
  "POST /api/auth/request-password-reset": { body: "better-auth" },
  "POST /api/auth/verify-password": { body: "better-auth" },
  "POST /api/auth/send-verification-email": { body: "better-auth" },
  "POST /api/auth/change-email": { body: "better-auth" },
  "POST /api/auth/change-password": { body: "better-auth", narrow: { newPassword: password } },
  "POST /api/auth/update-session": { body: "better-auth" },
  "POST /api/auth/update-user": { body: "better-auth" },
  "POST /api/auth/delete-user": { body: "better-auth" },
  "POST /api/auth/revoke-session": { body: "better-auth" },
  "POST /api/auth/revoke-sessions": { body: "none", reason: "reads only the session cookie" },
  "POST /api/auth/revoke-other-sessions": { body: "none", reason: "reads only the session cookie" },
  "POST /api/auth/link-social": { body: "better-auth" },
  "POST /api/auth/unlink-account": { body: "better-auth" },
  "POST /api/auth/refresh-token": { body: "better-auth" },
  "POST /api/auth/get-access-token": { body: "better-auth" },
  "POST /api/auth/api-key/create": { body: "better-auth" },
  "POST /api/auth/api-key/update": { body: "better-auth" },
  "POST /api/auth/api-key/delete": { body: "better-auth" },
  // The public API, called with a key.
  "POST /api/v1/ask": { body: "zod", schema: askBody, apiKey: true },
};

/**
 * Exempt from the body fuzzing: Stripe's webhook checks its signature on the raw body before it
 * reads anything from it. It is still fed garbage (with Stripe configured) and must refuse it.
 */
const STRIPE_WEBHOOK = "POST /api/webhooks/stripe";

/**
 * Runs per endpoint: bodies its schema allows, bodies breaking one rule, and garbage. Better
 * Auth's endpoints share one validator and parser, and hash passwords: fewer runs each.
 */
const RUNS = { valid: 15, invalid: 25, garbage: 20 };
const BETTER_AUTH_RUNS = { valid: 10, invalid: 10, garbage: 10 };

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Counters that count refused requests too, on purpose. */
const UNCOUNTED_TABLES = new Set(["rate_limits", "auth_rate_limits"]);
const ORIGIN = "http://localhost";

let database: TestDatabase;
let services: AppServices;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // Enough credits that valid questions are answered rather than refused for want of credits.
  // Thousands of requests from one address: the lookup limit is tested on its own.
  const env = testEnv({
    SIGNUP_BONUS_CREDITS: "100000",
    LOOKUP_RATE_LIMIT: "1000000",
    CONTACT_RATE_LIMIT: "1000000",
    API_KEY_RATE_LIMIT: "1000000",
  });
  services = await createTestServices(database, env);
  app = await createTestApp(database, { env, services });
});

afterAll(async () => {
  await services?.creditUpdates.close();
  await database?.destroy();
});

type BetterAuthEndpoint = {
  path?: string;
  options?: { method?: string | string[]; body?: ZodType; metadata?: { SERVER_ONLY?: boolean } };
};

/** Better Auth's endpoints that its router serves over HTTP. */
function betterAuthEndpoints(): BetterAuthEndpoint[] {
  return Object.values(services.auth.api as Record<string, BetterAuthEndpoint>).filter(
    (endpoint) => endpoint.path && endpoint.options && !endpoint.options.metadata?.SERVER_ONLY,
  );
}

/** "METHOD /path" of every route of the app that may read a body. */
function routesTakingBodies(): string[] {
  const authMount = `${services.auth.options.basePath}/*`;
  const routes = new Set<string>();
  for (const route of app.routes) {
    const handler = route.method === "ALL" && !route.path.endsWith("*");
    if (!BODY_METHODS.has(route.method) && !handler) continue;
    if (route.path === authMount) {
      for (const endpoint of betterAuthEndpoints())
        for (const method of [endpoint.options!.method ?? "*"].flat())
          if (BODY_METHODS.has(method) || method === "*")
            routes.add(
              `${method === "*" ? "POST" : method} ${authMount.slice(0, -2)}${endpoint.path}`,
            );
    } else routes.add(`${route.method} ${route.path}`);
  }
  return [...routes].sort();
}

function bodySchemaOf(key: string, entry: Entry): ZodType | undefined {
  if (entry.body === "zod") return entry.schema;
  if (entry.body === "none") return undefined;
  const basePath = services.auth.options.basePath!;
  const path = key.slice(key.indexOf(" ") + 1 + basePath.length);
  const endpoint = betterAuthEndpoints().find((candidate) => candidate.path === path);
  if (!endpoint?.options?.body) throw new Error(`${key}: Better Auth has no body schema for it`);
  return endpoint.options.body;
}

/** Row counts of every table a request could store into. */
async function storedCounts(): Promise<Record<string, number>> {
  const names = Object.values(tables)
    .filter(isTable)
    .map((table) => getTableName(table))
    .filter((name) => !UNCOUNTED_TABLES.has(name));
  const columns = names.map((name) => `(select count(*)::int from "${name}") as "${name}"`);
  const [row] = rowsOf<Record<string, number>>(
    await database.db.execute(sql.raw(`select ${columns.join(", ")}`)),
  );
  return row!;
}

/** Without a content type (undefined), the request is sent with none. */
type Attempt = { body: string; contentType?: string | undefined };

const JSON_TYPE = "application/json";

/** Whether the schema must refuse this body: too large, not JSON, or JSON it does not accept. */
function mustRefuse(bodySchema: ZodType | undefined, attempt: Attempt): boolean {
  if (!bodySchema) return false;
  if (Buffer.byteLength(attempt.body) > API_BODY_LIMIT_BYTES) return true;
  const accepts = (value: unknown) => bodySchema.safeParse(value).success;
  // No JSON (or none said to be): the server sees no body, or an empty one.
  const noBody = () => !accepts(undefined) && !accepts({});
  if (attempt.contentType !== JSON_TYPE || attempt.body.trim() === "") return noBody();
  try {
    return !accepts(JSON.parse(attempt.body));
  } catch {
    return true;
  }
}

/**
 * Sends one body and checks the answer: never 5xx; a body the schema refuses gets a 4xx with a
 * JSON message; a 4xx stored nothing.
 */
function checker(
  method: string,
  path: string,
  cookie: string,
  bodySchema: ZodType | undefined,
  headers: Record<string, string> = {},
) {
  let counted: Record<string, number> | undefined;
  return async (attempt: Attempt, idempotencyKey: string) => {
    const before = counted ?? (await storedCounts());
    const response = await app.request(path, {
      method,
      headers: {
        origin: ORIGIN,
        cookie,
        ...headers,
        "x-forwarded-for": freshClientIp(),
        "idempotency-key": idempotencyKey.trim() || "k",
        ...(attempt.contentType ? { "content-type": attempt.contentType } : {}),
      },
      body: attempt.body,
    });
    const text = await response.text();
    const what = `${method} ${path} ${attempt.contentType ?? "(no type)"} ${attempt.body.slice(0, 200)} → ${response.status} ${text.slice(0, 200)}`;
    expect(response.status, what).toBeLessThan(500);
    if (mustRefuse(bodySchema, attempt)) {
      expect(response.status, what).toBeGreaterThanOrEqual(400);
      expect(response.headers.get("content-type"), what).toMatch(/^application\/json/);
      const answer = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
      expect(answer.error?.message ?? answer.message, what).toEqual(expect.any(String));
    }
    counted = await storedCounts();
    if (response.status >= 400) expect(counted, what).toEqual(before);
  };
}

const json = (value: unknown): Attempt => ({ body: JSON.stringify(value), contentType: JSON_TYPE });

/** `[[[…]]]` or `{"a":{"a":…}}`, as text (JSON.stringify itself would run out of stack). */
const deepJson = fc
  .tuple(fc.integer({ min: 1000, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? `${"[".repeat(depth)}${"]".repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
  );

/** Text of the given length from one repeated character. */
const longText = (min: number, max: number) =>
  fc
    .tuple(fc.integer({ min, max }), fuzzCharacter)
    .map(([length, character]) => character.repeat(length).slice(0, length));

/** Garbage: any JSON, text, truncated or outsized or deeply nested bodies, or the wrong type. */
function garbageFor(valid: fc.Arbitrary<unknown>, fields: string[]): fc.Arbitrary<Attempt> {
  const MARK = "\u0001fuzz\u0001";
  /** A valid body with one field's value replaced by the given JSON text. */
  const withField = (raw: fc.Arbitrary<string>) =>
    fc.tuple(valid, fc.constantFrom(...fields, "extra"), raw).map(([body, field, text]) => {
      const object = body && typeof body === "object" && !Array.isArray(body) ? body : {};
      const shell = JSON.stringify({ ...object, [field]: MARK });
      return { body: shell.replace(JSON.stringify(MARK), () => text), contentType: JSON_TYPE };
    });
  return fc.oneof(
    fc.jsonValue().map(json),
    fc
      .string({ unit: fuzzCharacter, maxLength: 200 })
      .map((body) => ({ body, contentType: JSON_TYPE })),
    fc.tuple(valid, fc.nat()).map(([body, cut]) => {
      const text = JSON.stringify(body);
      return { body: text.slice(0, cut % text.length), contentType: JSON_TYPE };
    }),
    fc
      .tuple(valid, fc.constantFrom(undefined, "text/plain"))
      .map(([body, contentType]) => ({ body: JSON.stringify(body), contentType })),
    withField(
      longText(API_BODY_LIMIT_BYTES - 2000, API_BODY_LIMIT_BYTES * 4).map((text) =>
        JSON.stringify(text),
      ),
    ),
    deepJson.map((body) => ({ body, contentType: JSON_TYPE })),
    withField(deepJson),
    withField(deepJson.map((text) => `{"a":${text}}`)),
  );
}

const idempotencyKeys = fc.string({ maxLength: 60 });

/** Bodies the fuzzer found a 5xx with, each sent on every run. */
const FOUND: [route: string, body: string, contentType?: string][] = [
  // PostgreSQL stores no NUL in text or jsonb.
  ["POST /api/projects", JSON.stringify({ address: "!", propertyDetails: { "\u0000": [] } })],
  ["POST /api/auth/sign-in/email", JSON.stringify({ email: "\u0000", password: "" })],
  ["POST /api/auth/revoke-session", JSON.stringify({ token: "\u0000" })],
  // JSON to the parsers (its type starts with application/json), a form to a naive check.
  [
    "POST /api/auth/sign-in/email",
    JSON.stringify({ email: "\u0000", password: "" }),
    "application/json; a=x-www-form-urlencoded",
  ],
  // PGlite fails on unpaired surrogates.
  ["POST /api/auth/sign-in/email", JSON.stringify({ email: "\udfff".repeat(10), password: "" })],
  ["POST /api/projects", JSON.stringify({ address: "\udfff\udfff" })],
  // The sign-in limit's key is the e-mail address: past ~2.7 kB no index takes it.
  [
    "POST /api/auth/sign-in/email",
    JSON.stringify({ email: randomBytes(1500).toString("hex"), password: "x" }),
  ],
  // PostgreSQL's JSON parser runs out of stack thousands of levels deep.
  [
    "POST /api/projects",
    `{"address":"!","propertyDetails":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`,
  ],
];

/** A new API key of the signed-in user. */
async function apiKeyOf(cookie: string): Promise<string> {
  const response = await app.request("/api/auth/api-key/create", {
    method: "POST",
    headers: { origin: ORIGIN, cookie, "content-type": JSON_TYPE },
    body: JSON.stringify({ name: "fuzz" }),
  });
  return ((await response.json()) as { key: string }).key;
}

describe("HTTP input fuzzing", () => {
  it("covers every route that may take a body, and no route that is gone", () => {
    expect(routesTakingBodies()).toEqual(Object.keys(ROUTES).concat(STRIPE_WEBHOOK).sort());
  });

  it("makes bodies that the schemas mostly accept, and bodies they refuse", () => {
    for (const [key, entry] of Object.entries(ROUTES)) {
      const bodySchema = bodySchemaOf(key, entry);
      if (!bodySchema) continue;
      const { valid, invalid } = schemaArbitraries(bodySchema);
      const accepted = (samples: unknown[]) =>
        samples.filter((value) => bodySchema.safeParse(value).success).length / samples.length;
      expect(accepted(fc.sample(valid, { numRuns: 100, seed: 1 })), key).toBeGreaterThan(0.7);
      if (invalid)
        expect(accepted(fc.sample(invalid, { numRuns: 100, seed: 1 })), key).toBeLessThan(0.3);
    }
  });

  it("answers the bodies that once made a 5xx", async () => {
    const { cookie } = await signUp(app, "fuzz-found@example.com");
    for (const [key, body, contentType = JSON_TYPE] of FOUND) {
      const [method, path] = key.split(" ") as [string, string];
      const attempt = { body, contentType };
      await checker(method, path, cookie, bodySchemaOf(key, ROUTES[key]!))(attempt, "found");
    }
  });

  it.each(Object.keys(ROUTES))("%s: no 5xx; a refused body stores nothing", async (key) => {
    const entry = ROUTES[key]!;
    const [method, pattern] = key.split(" ") as [string, string];
    const bodySchema = bodySchemaOf(key, entry);
    // A user of its own per endpoint: some end their session or change their password.
    const slug = `${method}-${pattern}`
      .toLowerCase()
      .replace(/[^a-z]+/g, "-")
      .replace(/^-|-$/g, "");
    const { cookie } = await signUp(app, `fuzz-${slug}@example.com`);
    const headers: Record<string, string> = entry.apiKey
      ? { authorization: `Bearer ${await apiKeyOf(cookie)}` }
      : {};
    const check = checker(method, entry.path ?? pattern, cookie, bodySchema, headers);
    const arbitraries = bodySchema
      ? schemaArbitraries(bodySchema)
      : { valid: fc.constant({}), invalid: undefined, fields: [] };
    const valid = entry.narrow
      ? fc
          .tuple(arbitraries.valid, fc.record(entry.narrow))
          .map(([body, narrowed]) => ({ ...(body as object), ...narrowed }))
      : arbitraries.valid;
    const runs = key.startsWith("POST /api/auth/") ? BETTER_AUTH_RUNS : RUNS;
    const run = (attempts: fc.Arbitrary<Attempt>, numRuns: number) =>
      fc.assert(fc.asyncProperty(attempts, idempotencyKeys, check), { numRuns });
    if (bodySchema) await run(valid.map(json), runs.valid);
    if (arbitraries.invalid) await run(arbitraries.invalid.map(json), runs.invalid);
    await run(garbageFor(valid, arbitraries.fields), runs.garbage);
  });

  it(`${STRIPE_WEBHOOK}: garbage, unsigned or badly signed, is refused and stores nothing`, async () => {
    const env = testEnv({ STRIPE_SECRET_KEY: "sk_test_fuzz", STRIPE_WEBHOOK_SECRET: "whsec_fuzz" });
    const stripeServices = await createTestServices(database, env);
    const stripeApp = await createTestApp(database, { env, services: stripeServices });
    try {
      const signature = fc.option(
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc
            .tuple(fc.nat(), fc.stringMatching(/^[0-9a-f]{64}$/))
            .map(([time, hash]) => `t=${time},v1=${hash}`),
        ),
        { nil: undefined },
      );
      await fc.assert(
        fc.asyncProperty(
          garbageFor(fc.jsonValue(), ["id", "type", "data"]),
          signature,
          async (attempt, sig) => {
            const before = await storedCounts();
            const response = await stripeApp.request("/api/webhooks/stripe", {
              method: "POST",
              headers: {
                ...(attempt.contentType ? { "content-type": attempt.contentType } : {}),
                ...(sig === undefined ? {} : { "stripe-signature": sig }),
              },
              body: attempt.body,
            });
            const what = `${attempt.body.slice(0, 200)} → ${await response.text()}`;
            expect(response.status, what).toBeGreaterThanOrEqual(400);
            expect(response.status, what).toBeLessThan(500);
            expect(await storedCounts(), what).toEqual(before);
          },
        ),
        { numRuns: RUNS.garbage },
      );
    } finally {
      await stripeServices.creditUpdates.close();
    }
  });
});
