import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authed, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
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

/** Reads `credit-updates` events off a server-sent event stream, one at a time. */
function creditEvents(response: Response) {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next(timeoutMs: number): Promise<number> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf("\n\n");
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes("event: credit-updates")) {
            const data = /^data: (.*)$/m.exec(block)?.[1] ?? "{}";
            return (JSON.parse(data) as { credits: number }).credits;
          }
          continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error("no credit update in time");
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) =>
            setTimeout(() => reject(new Error("no credit update in time")), left),
          ),
        ]);
        if (chunk.done) throw new Error("stream ended");
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    },
    cancel: () => reader.cancel(),
  };
}

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
