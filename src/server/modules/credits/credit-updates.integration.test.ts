import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { creditEvents } from "../../../../tests/helpers/credit-events.ts";
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

describe("live balance", () => {
  it("reaches a browser on another server process within 1 second of a purchase", async () => {
    const processA = await createTestApp(database);
    const processB = await createTestApp(await database.openSecondHandle());
    const { cookie } = await signUp(processA, "live@example.com");

    const stream = await processB.request("/api/realtime", authed(cookie));
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = creditEvents(stream);
    expect(await events.next(2000)).toBe(20);

    const created = await processA.request("/api/checkout", jsonPost(cookie, { pack: "1K" }));
    const id = new URL(((await created.json()) as { url: string }).url).pathname.split("/").at(-1);
    const started = Date.now();
    const paid = await processA.request(
      `/api/checkout/test/${id}/complete`,
      authed(cookie, { method: "POST" }),
    );
    expect(paid.status).toBe(200);
    expect(await events.next(1000)).toBe(1020);
    expect(Date.now() - started).toBeLessThan(1000);
    await events.cancel();
  });

  it("sends a user only their own balance", async () => {
    const app = await createTestApp(database);
    const alice = await signUp(app, "alice-live@example.com");
    const bob = await signUp(app, "bob-live@example.com");
    const events = creditEvents(await app.request("/api/realtime", authed(alice.cookie)));
    expect(await events.next(2000)).toBe(20);
    const created = await app.request("/api/checkout", jsonPost(bob.cookie, { pack: "1K" }));
    const id = new URL(((await created.json()) as { url: string }).url).pathname.split("/").at(-1);
    await app.request(`/api/checkout/test/${id}/complete`, authed(bob.cookie, { method: "POST" }));
    await expect(events.next(500)).rejects.toThrow("no credit update in time");
    await events.cancel();
  });
});
