import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe("health endpoints", () => {
  it("answers /healthz and, with the database reachable, /readyz", async () => {
    const app = await createTestApp(database);
    expect(await (await app.request("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("reports not ready while draining for shutdown", async () => {
    const app = await createTestApp(database, { lifecycle: { isDraining: () => true } });
    expect((await app.request("/readyz")).status).toBe(503);
    expect((await app.request("/healthz")).status).toBe(200);
  });

  it("answers unknown API paths with a JSON 404 and sets a request id and security headers", async () => {
    const app = await createTestApp(database);
    const response = await app.request("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    expect(response.headers.get("x-request-id")).toMatch(/\S+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });
});
