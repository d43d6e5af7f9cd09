import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "#server/env.ts";
import { findLedgerMismatches } from "#server/modules/credits/ledger.service.ts";
import type { Answerer } from "#server/modules/permits/model-provider.ts";
import { authed, balanceOf, jsonPost, signUp } from "./helpers/accounts.ts";
import {
  checkoutEvent,
  deliverWebhook,
  standInStripeEnv,
  startStripeStandIn,
} from "./helpers/stripe-stand-in.ts";
import {
  type TestDatabase,
  createTestApp,
  createTestDatabase,
  createTestServices,
  testEnv,
} from "./helpers/test-app.ts";

// A model-based test of the money: random sequences of sign-ups, purchases, chats and
// refunds against a model of what each balance must be. After every step the API's balance
// equals the model's; after every sequence the ledger invariant holds. It runs twice: purchases
// through the built-in test checkout (completed twice, canceled before or after), and through
// Stripe (the stand-in), whose events are delivered late, twice at once, or out of order. Chats
// are answered, fail (refunded), are retried under the same key, or lose their client: before
// the first words (refunded: nothing was delivered) or mid-answer (kept and paid for, ADR 010).

type App = Awaited<ReturnType<typeof createTestApp>>;
type ChatOutcome = "answers" | "fails" | "leaves-before-words" | "leaves-mid-answer";

// Bounded to run in seconds: most of the time goes to sign-ups (password hashing), so a few
// users and a few long sequences rather than many short ones.
const MAX_USERS = 2;
const RUNS = 10;
const MAX_STEPS = 60;
const PACK_CREDITS = 1000;
const CHAT_COST = 2;
const SIGN_UP_CREDITS = 6;

let database: TestDatabase;
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
const openServices: Awaited<ReturnType<typeof createTestServices>>[] = [];
let testCheckoutApp: App;
let stripeApp: App;
/** How the next chat's answer goes: set by the chat step just before it asks. */
let nextChat: ChatOutcome = "answers";
/** The asking client goes away (its request's AbortController). */
let leaveChat = () => {};
let run = 0;

/** The engine's answer, or the failure or client departure the chat step asked for. */
function scriptedAnswerer(engine: Answerer): Answerer {
  return {
    stream: (request, signal) => {
      const answer = engine.stream(request, signal);
      if (nextChat === "fails")
        return (async function* () {
          yield* [];
          throw new Error("the model is down");
        })();
      if (nextChat === "leaves-before-words")
        return (async function* () {
          leaveChat(); // the client gives up while the model is still thinking,
          yield "Yes, "; // and the first words come a moment too late
          yield* answer;
        })();
      return answer;
    },
  };
}

/** The product over the shared test database, paid through the checkout that `env` configures. */
async function appWith(env: Env) {
  const services = await createTestServices(database, env);
  openServices.push(services);
  return createTestApp(database, {
    env,
    services: { ...services, answerer: scriptedAnswerer(services.answerer) },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  standIn = await startStripeStandIn();
  // A small sign-up bonus, so that users run out of credits (402) within a sequence too.
  const bonus = { SIGNUP_BONUS_CREDITS: String(SIGN_UP_CREDITS) };
  testCheckoutApp = await appWith(testEnv(bonus));
  stripeApp = await appWith(testEnv({ ...bonus, ...standInStripeEnv(standIn.url) }));
});
afterAll(async () => {
  for (const services of openServices) await services.creditUpdates.close();
  await standIn.close();
  await database.destroy();
});

/** Stripe's side of a checkout session. */
type StripeState = "open" | "processing" | "paid" | "declined" | "expired";
type Checkout = {
  id: string;
  owner: number;
  /** Our record: "paid" once (and only once) its credits were granted. */
  status: "open" | "paid" | "canceled" | "failed";
  stripe: StripeState;
};
/** An event Stripe sent about a checkout, with the payment state the session had then. */
type StripeEvent = { checkout: number; type: string; paid: boolean };
type Model = {
  credits: number[];
  /** Per user, per question key: answered (replays free) or failed (may pay again). */
  questions: Map<string, "answered" | "failed">[];
  checkouts: Checkout[];
  /** Every event Stripe has sent so far: any may be delivered (again) at any time. */
  events: StripeEvent[];
};
/** The app under test, each user's session cookie, and each event's payload as Stripe sent it. */
type Real = { app: App; cookies: string[]; payloads: string[] };
type Step = fc.AsyncCommand<Model, Real>;

const balanceOfUser = (real: Real, user: number) => balanceOf(real.app, real.cookies[user]!);

async function expectBalances(model: Model, real: Real) {
  for (const [user, credits] of model.credits.entries())
    expect(await balanceOfUser(real, user), `user ${user}`).toBe(credits);
}

/** Grants a checkout's credits in the model, once. */
function grant(model: Model, checkout: Checkout) {
  if (checkout.status === "paid") return;
  model.credits[checkout.owner]! += PACK_CREDITS;
  checkout.status = "paid";
}

/** A JSON POST as one of the users, with more headers or an abort signal if asked. */
function post(
  real: Real,
  user: number,
  path: string,
  body: unknown,
  extra: { headers?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const init = jsonPost(real.cookies[user]!, body);
  const headers = { ...(init.headers as Record<string, string>), ...extra.headers };
  return real.app.request(path, { ...init, ...extra, headers });
}

/** A step on one user, checkout or event, picked by index modulo how many there are. */
abstract class PickingStep {
  readonly pick: number;
  constructor(pick: number) {
    this.pick = pick;
  }
}

class SignUpStep implements Step {
  check = (model: Readonly<Model>) => model.credits.length < MAX_USERS;
  async run(model: Model, real: Real) {
    const { cookie } = await signUp(real.app, `model-${run}-${model.credits.length}@example.com`);
    real.cookies.push(cookie);
    model.credits.push(SIGN_UP_CREDITS);
    model.questions.push(new Map());
    await expectBalances(model, real);
  }
  toString = () => "signUp";
}

/** Starts a checkout: a Stripe Checkout Session, or the test checkout's page. */
class BuyStep extends PickingStep implements Step {
  check = (model: Readonly<Model>) => model.credits.length > 0;
  async run(model: Model, real: Real) {
    const user = this.pick % model.credits.length;
    const response = await post(real, user, "/api/checkout", { pack: "1K" });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    // Both pages end in the session id: /checkout/test/<id> and Stripe's /c/pay/<id>.
    const id = url.split("/").at(-1)!;
    model.checkouts.push({ id, status: "open", owner: user, stripe: "open" });
    await expectBalances(model, real);
  }
  override toString = () => `buy(user #${this.pick})`;
}

/** The buyer lands on the return page, which asks Stripe and fulfils if the webhook is late. */
class ReturnStep extends PickingStep implements Step {
  check = (model: Readonly<Model>) => model.checkouts.length > 0;
  async run(model: Model, real: Real) {
    const checkout = model.checkouts[this.pick % model.checkouts.length]!;
    const response = await real.app.request(
      `/api/checkout/sessions/${checkout.id}`,
      authed(real.cookies[checkout.owner]!),
    );
    // Only an open checkout is asked about, and only a paid session is granted.
    if (checkout.status === "open" && checkout.stripe === "paid") grant(model, checkout);
    expect(await response.json()).toEqual({
      status: checkout.status,
      credits: model.credits[checkout.owner],
    });
    await expectBalances(model, real);
  }
  override toString = () => `return(#${this.pick})`;
}

/** The test checkout: completes (pays) or cancels one of the checkouts, any number of times. */
class SettleStep extends PickingStep implements Step {
  readonly action: "complete" | "cancel";
  constructor(pick: number, action: "complete" | "cancel") {
    super(pick);
    this.action = action;
  }
  check = (model: Readonly<Model>) => model.checkouts.length > 0;
  async run(model: Model, real: Real) {
    const checkout = model.checkouts[this.pick % model.checkouts.length]!;
    const response = await post(
      real,
      checkout.owner,
      `/api/checkout/test/${checkout.id}/${this.action}`,
      {},
    );
    if (this.action === "complete") {
      expect(response.status).toBe(checkout.status === "canceled" ? 400 : 200);
      if (checkout.status !== "canceled") grant(model, checkout);
    } else {
      expect(response.status).toBe(200);
      if (checkout.status === "open") checkout.status = "canceled";
    }
    await expectBalances(model, real);
  }
  override toString = () => `${this.action}(#${this.pick})`;
}

/** What Stripe does with a session, from which state, and the event it sends about it. */
const STRIPE_MOVES = {
  pay: { from: "open", to: "paid", event: "checkout.session.completed" },
  "pay-by-bank": { from: "open", to: "processing", event: "checkout.session.completed" },
  clear: { from: "processing", to: "paid", event: "checkout.session.async_payment_succeeded" },
  decline: { from: "processing", to: "declined", event: "checkout.session.async_payment_failed" },
  expire: { from: "open", to: "expired", event: "checkout.session.expired" },
} as const;
type StripeMove = keyof typeof STRIPE_MOVES;
/** How the stand-in shows each state to the app (what `retrieve` and events carry). */
const STAND_IN_STATES = {
  processing: { status: "complete", payment_status: "unpaid" },
  paid: { status: "complete", payment_status: "paid" },
  declined: { status: "complete", payment_status: "unpaid" },
  expired: { status: "expired", payment_status: "unpaid" },
} as const;

/** Stripe moves a session on and sends its event, which is delivered later (or never). */
class StripeMoveStep extends PickingStep implements Step {
  readonly move: StripeMove;
  constructor(pick: number, move: StripeMove) {
    super(pick);
    this.move = move;
  }
  private candidates = (model: Readonly<Model>) =>
    model.checkouts.filter((checkout) => checkout.stripe === STRIPE_MOVES[this.move].from);
  check = (model: Readonly<Model>) => this.candidates(model).length > 0;
  async run(model: Model, real: Real) {
    const candidates = this.candidates(model);
    const checkout = candidates[this.pick % candidates.length]!;
    const { to, event } = STRIPE_MOVES[this.move];
    checkout.stripe = to;
    const session = standIn.move(checkout.id, STAND_IN_STATES[to]);
    real.payloads.push(checkoutEvent(event, session));
    model.events.push({
      checkout: model.checkouts.indexOf(checkout),
      type: event,
      paid: to === "paid",
    });
    await expectBalances(model, real);
  }
  override toString = () => `stripe ${this.move}(#${this.pick})`;
}

/** Delivers one of the events Stripe has sent (in any order, again), once or twice at once. */
class DeliverStep extends PickingStep implements Step {
  readonly copies: number;
  constructor(pick: number, copies: number) {
    super(pick);
    this.copies = copies;
  }
  check = (model: Readonly<Model>) => model.events.length > 0;
  async run(model: Model, real: Real) {
    const index = this.pick % model.events.length;
    const event = model.events[index]!;
    const deliveries = Array.from({ length: this.copies }, () =>
      deliverWebhook(real.app, real.payloads[index]!),
    );
    for (const response of await Promise.all(deliveries)) expect(response.status).toBe(200);
    const checkout = model.checkouts[event.checkout]!;
    // A paid session's credits are granted once, whatever came before; a paid checkout stays paid.
    if (event.paid) grant(model, checkout);
    else if (checkout.status !== "paid") {
      if (event.type === "checkout.session.expired") checkout.status = "canceled";
      if (event.type === "checkout.session.async_payment_failed") checkout.status = "failed";
    }
    await expectBalances(model, real);
  }
  override toString = () => `deliver(#${this.pick}${this.copies > 1 ? ` ×${this.copies}` : ""})`;
}

/** Waits until the server has stored the user's turns: a client that left does not wait. */
async function turnsStored(real: Real, user: number) {
  const pending = async () => {
    const response = await real.app.request(
      "/api/chat/sessions/default/messages",
      authed(real.cookies[user]!),
    );
    const { messages } = (await response.json()) as { messages: { pending: boolean }[] };
    return messages.some((message) => message.pending);
  };
  await expect.poll(pending, { interval: 5, timeout: 5000 }).toBe(false);
}

/** Asks a question under one of a few keys, so retries of the same key happen often. */
class ChatStep extends PickingStep implements Step {
  readonly key: number;
  readonly outcome: ChatOutcome;
  constructor(pick: number, key: number, outcome: ChatOutcome) {
    super(pick);
    this.key = key;
    this.outcome = outcome;
  }
  check = (model: Readonly<Model>) => model.credits.length > 0;
  async run(model: Model, real: Real) {
    const user = this.pick % model.credits.length;
    nextChat = this.outcome;
    const client = new AbortController();
    leaveChat = () => client.abort();
    const key = `q-${run}-${this.key}`;
    const leaves = this.outcome.startsWith("leaves");
    const response = await post(
      real,
      user,
      "/api/chat-permits",
      { query: "Do I need a permit for a deck?", options: { streaming: leaves } },
      { headers: { "idempotency-key": key }, signal: client.signal },
    );
    if (leaves) {
      // A client that left while the model was thinking reads nothing; the other reads the
      // first words, then its connection closes (the server's stream is canceled).
      const reader = response.body?.getReader();
      if (response.ok && !client.signal.aborted) await reader?.read();
      client.abort();
      await reader?.cancel();
      await turnsStored(real, user);
    }
    const questions = model.questions[user]!;
    if (questions.get(key) === "answered") expect(response.status).toBe(200);
    else if (model.credits[user]! < CHAT_COST) expect(response.status).toBe(402);
    else if (this.outcome === "fails" || this.outcome === "leaves-before-words") {
      // Nothing was delivered: refunded, and a retry under the same key pays again. (The one
      // who left gets 499, "client closed request", which no client reads.)
      expect(response.status).toBe(this.outcome === "fails" ? 503 : 499);
      questions.set(key, "failed");
    } else {
      // Answered, or cut short after its first words: paid for, and replayed free.
      expect(response.status).toBe(200);
      model.credits[user]! -= CHAT_COST;
      questions.set(key, "answered");
    }
    await expectBalances(model, real);
  }
  override toString = () => `chat(user #${this.pick}, key ${this.key}, ${this.outcome})`;
}

const pick = fc.nat();
const everywhere: fc.MaybeWeightedArbitrary<Step>[] = [
  fc.constant(new SignUpStep()),
  pick.map((index) => new BuyStep(index)),
  pick.map((index) => new ReturnStep(index)),
  fc
    .tuple(
      pick,
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom<ChatOutcome>("answers", "fails", "leaves-before-words", "leaves-mid-answer"),
    )
    .map(([index, key, outcome]) => new ChatStep(index, key, outcome)),
];

async function checkModel(app: App, steps: fc.MaybeWeightedArbitrary<Step>[]) {
  await fc.assert(
    fc.asyncProperty(
      fc.commands([fc.oneof(...steps)], { maxCommands: MAX_STEPS, size: "medium" }),
      async (commands) => {
        run += 1;
        await fc.asyncModelRun(
          () => ({
            model: { credits: [], questions: [], checkouts: [], events: [] },
            real: { app, cookies: [], payloads: [] },
          }),
          commands,
        );
        expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
      },
    ),
    { numRuns: RUNS },
  );
}

describe("the credit ledger under random use", () => {
  it("keeps every balance equal to the model's with the test checkout", async () => {
    const settle = fc
      .tuple(pick, fc.constantFrom("complete" as const, "cancel" as const))
      .map(([index, action]) => new SettleStep(index, action));
    await checkModel(testCheckoutApp, [...everywhere, { arbitrary: settle, weight: 2 }]);
  }, 60_000);

  it("keeps every balance equal to the model's with Stripe's events in any order", async () => {
    const move = fc
      .tuple(pick, fc.constantFrom(...(Object.keys(STRIPE_MOVES) as StripeMove[])))
      .map(([index, name]) => new StripeMoveStep(index, name));
    const deliver = fc
      .tuple(pick, fc.integer({ min: 1, max: 2 }))
      .map(([index, copies]) => new DeliverStep(index, copies));
    // Stripe's side of each checkout takes a move or two and each event a delivery or more.
    await checkModel(stripeApp, [
      ...everywhere,
      { arbitrary: move, weight: 3 },
      { arbitrary: deliver, weight: 3 },
    ]);
  }, 60_000);
});
