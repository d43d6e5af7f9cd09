import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";
import type { AddressProvider } from "./address-provider.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database);
});
afterAll(async () => database.destroy());

const suggest = (target: typeof app, body: unknown) =>
  target.request("/api/address-autocomplete", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("POST /api/address-autocomplete", () => {
  it("answers predictions for a visitor, offline", async () => {
    const response = await suggest(app, { input: "10 Main St 97201", sessionToken: "tok-1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      predictions: [
        {
          place_id: expect.stringMatching(/^offline:/),
          description: "10 Main St, Portland, OR 97201",
          structured_formatting: { main_text: "10 Main St", secondary_text: "Portland, OR 97201" },
        },
      ],
    });
  });

  it("answers an empty list under 2 characters", async () => {
    expect(await (await suggest(app, { input: " a " })).json()).toEqual({ predictions: [] });
  });

  it("refuses a missing or oversized input with 400", async () => {
    expect((await suggest(app, {})).status).toBe(400);
    expect((await suggest(app, { input: 42 })).status).toBe(400);
    expect((await suggest(app, { input: "x".repeat(201) })).status).toBe(400);
  });

  it("answers an empty list when the provider fails", async () => {
    const failing: AddressProvider = {
      kind: "offline",
      suggest: async () => {
        throw new Error("provider down");
      },
    };
    const services = await createTestServices(database);
    const broken = await createTestApp(database, { services: { ...services, addresses: failing } });
    const response = await suggest(broken, { input: "10 Main St 97201" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ predictions: [] });
  });
});
