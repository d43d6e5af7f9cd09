import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLedgerMismatches } from "#server/modules/credits/ledger.service.ts";
import type { Answerer } from "#server/modules/permits/model-answerer.ts";
import { authed, jsonPost, signUp } from "./helpers/accounts.ts";
import {
  type TestDatabase,
  createTestApp,
  createTestDatabase,
  createTestServices,
} from "./helpers/test-app.ts";

// A model-based test of the money (issue 8): random sequences of sign-ups, purchases (completed
// twice, canceled before or after), chats that are answered or fail (refunded), and retries of
// the same question, against a model of what each balance must be. After every step the API's
// balance equals the model's; after every sequence the ledger invariant holds.

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;
let services: Awaited<ReturnType<typeof createTestServices>>;
/** Whether the next chat's answer fails before its first words. */
let nextAnswerFails = false;
let run = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  const switchable: Answerer = {
    stream: (question, context, signal) =>
      nextAnswerFails
        ? (async function* () {
            yield* [];
            throw new Error("the model is down");
          })()
        : services.answerer.stream(question, context, signal),
  };
  app = await createTestApp(database, { services: { ...services, answerer: switchable } });
});
afterAll(async () => {
  await services.creditUpdates.close();
  await database.destroy();
});

type Checkout = { id: string; status: "open" | "paid" | "canceled"; owner: number };
type Model = {
  credits: number[];
  /** Per user, per question key: answered (replays free) or failed (may pay again). */
  questions: Map<string, "answered" | "failed">[];
  checkouts: Checkout[];
};
type Real = { cookies: string[] };
type Step = fc.AsyncCommand<Model, Real>;

const balanceOf = async (real: Real, user: number) =>
  (
    (await (await app.request("/api/credits", authed(real.cookies[user]!))).json()) as {
      credits: number;
    }
  ).credits;

async function expectBalances(model: Model, real: Real) {
  for (const [user, credits] of model.credits.entries())
    expect(await balanceOf(real, user), `user ${user}`).toBe(credits);
}

class SignUpStep implements Step {
  check = (model: Readonly<Model>) => model.credits.length < 3;
  async run(model: Model, real: Real) {
    const { cookie } = await signUp(app, `model-${run}-${model.credits.length}@example.com`);
    real.cookies.push(cookie);
    model.credits.push(20);
    model.questions.push(new Map());
    await expectBalances(model, real);
  }
  toString = () => "signUp";
}

class BuyStep implements Step {
  readonly user: number;
  constructor(user: number) {
    this.user = user;
  }
  check = (model: Readonly<Model>) => this.user < model.credits.length;
  async run(model: Model, real: Real) {
    const response = await app.request(
      "/api/checkout",
      jsonPost(real.cookies[this.user]!, { pack: "1K" }),
    );
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const id = url.split("/").at(-1)!;
    model.checkouts.push({ id, status: "open", owner: this.user });
    await expectBalances(model, real);
  }
  toString = () => `buy(${this.user})`;
}

/** Completes (pays) or cancels one of the checkouts, in any order, any number of times. */
class SettleStep implements Step {
  readonly pick: number;
  readonly action: "complete" | "cancel";
  constructor(pick: number, action: "complete" | "cancel") {
    this.pick = pick;
    this.action = action;
  }
  check = (model: Readonly<Model>) => model.checkouts.length > 0;
  async run(model: Model, real: Real) {
    const checkout = model.checkouts[this.pick % model.checkouts.length]!;
    const response = await app.request(
      `/api/checkout/test/${checkout.id}/${this.action}`,
      jsonPost(real.cookies[checkout.owner]!, {}),
    );
    if (this.action === "complete") {
      if (checkout.status === "canceled") expect(response.status).toBe(400);
      else {
        expect(response.status).toBe(200);
        if (checkout.status === "open") model.credits[checkout.owner]! += 1000;
        checkout.status = "paid";
      }
    } else {
      expect(response.status).toBe(200);
      if (checkout.status === "open") checkout.status = "canceled";
    }
    await expectBalances(model, real);
  }
  toString = () => `${this.action}(#${this.pick})`;
}

/** Asks a question under one of a few keys, so retries of the same key happen often. */
class ChatStep implements Step {
  readonly user: number;
  readonly key: number;
  readonly fails: boolean;
  constructor(user: number, key: number, fails: boolean) {
    this.user = user;
    this.key = key;
    this.fails = fails;
  }
  check = (model: Readonly<Model>) => this.user < model.credits.length;
  async run(model: Model, real: Real) {
    nextAnswerFails = this.fails;
    const key = `q-${run}-${this.key}`;
    const response = await app.request("/api/chat-permits", {
      ...jsonPost(real.cookies[this.user]!, {
        query: "Do I need a permit for a deck?",
        options: { streaming: false },
      }),
      headers: {
        "content-type": "application/json",
        cookie: real.cookies[this.user]!,
        "idempotency-key": key,
      },
    });
    const questions = model.questions[this.user]!;
    const before = questions.get(key);
    if (before === "answered") expect(response.status).toBe(200);
    else if (model.credits[this.user]! < 2) expect(response.status).toBe(402);
    else if (this.fails) {
      expect(response.status).toBe(503);
      questions.set(key, "failed");
    } else {
      expect(response.status).toBe(200);
      model.credits[this.user]! -= 2;
      questions.set(key, "answered");
    }
    await expectBalances(model, real);
  }
  toString = () => `chat(${this.user}, key ${this.key}${this.fails ? ", fails" : ""})`;
}

describe("the credit ledger under random use", () => {
  it("keeps every balance equal to the model's, and the ledger consistent", async () => {
    const user = fc.integer({ min: 0, max: 2 });
    const steps = [
      fc.constant(new SignUpStep()),
      user.map((index) => new BuyStep(index)),
      fc
        .tuple(fc.nat(), fc.constantFrom("complete" as const, "cancel" as const))
        .map(([pick, action]) => new SettleStep(pick, action)),
      fc
        .tuple(user, fc.integer({ min: 0, max: 3 }), fc.boolean())
        .map(([index, key, fails]) => new ChatStep(index, key, fails)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(steps, { maxCommands: 40 }), async (commands) => {
        run += 1;
        await fc.asyncModelRun(
          () => ({
            model: { credits: [], questions: [], checkouts: [] },
            real: { cookies: [] },
          }),
          commands,
        );
        expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
