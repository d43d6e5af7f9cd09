import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import {
  createTestApp,
  createTestDatabase,
  type TestDatabase,
  testEnv,
} from "../../../../tests/helpers/test-app.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database, { env: testEnv({ LOOKUP_RATE_LIMIT: "3" }) });
});
afterAll(async () => database.destroy());

const from = (address: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": address },
});

const lookups = {
  suggestions: (address: string, cookie?: string) => {
    const init = jsonPost(cookie ?? "", { input: "1234 Elm St, Austin" });
    return app.request("/api/address-autocomplete", from(address, init));
  },
  report: (address: string) =>
    app.request(
      `/api/permits/report?address=${encodeURIComponent("1234 Elm St, Austin, TX 78701")}`,
      from(address),
    ),
};

describe("lookups that may cost a provider call", () => {
  it.each(Object.entries(lookups))(
    "answer %s up to the limit per client address, then 429 with Retry-After",
    async (_name, lookup) => {
      const address = `198.51.100.${Object.keys(lookups).indexOf(_name) + 1}`;
      const statuses = [];
      for (let round = 0; round < 4; round += 1) statuses.push((await lookup(address)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await lookup(address);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
      // Another address is not held back by this one.
      expect((await lookup("198.51.100.200")).status).toBe(200);
    },
  );

  it("hold a signed-in user to the limit across addresses", async () => {
    const { cookie } = await signUp(app, "many-addresses@example.com");
    const statuses = [];
    for (let round = 0; round < 4; round += 1)
      statuses.push((await lookups.suggestions(`203.0.113.${round + 10}`, cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("are far above what a person typing an address asks for", () => {
    expect(testEnv().LOOKUP_RATE_LIMIT).toBe(120);
  });
});
