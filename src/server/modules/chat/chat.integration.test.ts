import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_INVALID_TOKEN, CHAT_UNAUTHENTICATED } from "#shared/chat.ts";
import { authed, balanceOf, jsonPost, signUp } from "../../../../tests/helpers/accounts.ts";
import { streamChunks, streamData, streamedAnswer } from "../../../../tests/helpers/chat-stream.ts";
import { storedChat } from "../../../../tests/helpers/stored-chat.ts";
import {
  createTestApp,
  createTestDatabase,
  createTestServices,
  type TestDatabase,
} from "../../../../tests/helpers/test-app.ts";
import { chatMessages, creditTransactions } from "../../db/schema.ts";
import { addExpert } from "./experts-admin.service.ts";
import { applyLedgerEntry, findLedgerMismatches } from "../credits/ledger.service.ts";
import type { Answerer } from "../permits/model-provider.ts";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createTestApp>>;
let services: Awaited<ReturnType<typeof createTestServices>>;
/** The answerer the next request meets; the engine unless a test swaps it. */
let answerer: Answerer;
let calls = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  services = await createTestServices(database);
  const counting: Answerer = {
    stream: (request, signal) => {
      calls += 1;
      return answerer.stream(request, signal);
    },
  };
  app = await createTestApp(database, { services: { ...services, answerer: counting } });
});
afterAll(async () => {
  await services.creditUpdates.close();
  await database.destroy();
});

const QUESTION = "Do I need a permit for a deck?";
const OPTIONS = { propertyContext: { address: "742 Evergreen Ter, Columbus, OH 43215" } };

async function newUser(email: string) {
  const account = await signUp(app, email);
  expect(await balanceOf(app, account.cookie)).toBe(20);
  return account;
}

async function ask(cookie: string, body: Record<string, unknown>, key?: string) {
  const init = jsonPost(cookie, { query: QUESTION, sessionId: "s-1", options: OPTIONS, ...body });
  return app.request("/api/chat-permits", {
    ...init,
    headers: {
      ...(init.headers as Record<string, string>),
      ...(key ? { "idempotency-key": key } : {}),
    },
  });
}

const ledgerOf = (userId: string) =>
  database.db
    .select({ type: creditTransactions.transactionType, amount: creditTransactions.amount })
    .from(creditTransactions)
    .where(eq(creditTransactions.userId, userId))
    .orderBy(creditTransactions.seq);

describe("POST /api/chat-permits", () => {
  it("refuses the signed out with the chat's two 401 messages", async () => {
    const anonymous = await app.request("/api/chat-permits", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUESTION }),
    });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe(CHAT_UNAUTHENTICATED);
    const badToken = await app.request("/api/chat-permits", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer not-a-token" },
      body: JSON.stringify({ query: QUESTION }),
    });
    expect(badToken.status).toBe(401);
    expect((await badToken.json()).error.message).toBe(CHAT_INVALID_TOKEN);
  });

  it("streams a cited answer, charges 2 credits and stores both messages", async () => {
    answerer = services.answerer;
    const { cookie, userId } = await newUser("chat-stream@example.com");
    const response = await ask(cookie, {}, "key-stream");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/event-stream/);
    const chunks = streamChunks(await response.text());
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks)
      expect(chunk).toEqual({ content: expect.any(String), sessionId: "s-1" });
    const answer = chunks.map((chunk) => chunk.content).join("");
    expect(answer).toBe(services.permits.answer(QUESTION, OPTIONS.propertyContext).markdown);
    expect(answer).toMatch(/\[1\]/);
    expect(await balanceOf(app, cookie)).toBe(18);
    expect(await ledgerOf(userId)).toEqual([
      { type: "signup_bonus", amount: 20 },
      { type: "query_usage", amount: -2 },
    ]);
    expect(await storedChat(database.db, userId)).toEqual([
      { role: "user", content: QUESTION, status: "complete" },
      { role: "assistant", content: answer, status: "complete" },
    ]);
  });

  it("answers a retry with the same Idempotency-Key again, free, without asking twice", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-retry@example.com");
    calls = 0;
    const first = streamedAnswer(await (await ask(cookie, {}, "key-retry")).text());
    const again = await Promise.all(
      Array.from({ length: 20 }, () =>
        ask(cookie, {}, "key-retry").then((response) => response.status),
      ),
    );
    expect(again.every((status) => status === 200 || status === 409)).toBe(true);
    expect(streamedAnswer(await (await ask(cookie, {}, "key-retry")).text())).toBe(first);
    expect(calls).toBe(1);
    expect(await balanceOf(app, cookie)).toBe(18);
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });

  it("refuses an Idempotency-Key used before for another question, 422, free", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-key-reused@example.com");
    const first = await ask(cookie, {}, "key-reused");
    expect(first.status).toBe(200);
    await first.text();
    const other = await ask(cookie, { query: "Do I need a permit for a fence?" }, "key-reused");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { code: "idempotency_key_reused" } });
    const elsewhere = await ask(cookie, { sessionId: "s-2" }, "key-reused");
    expect(elsewhere.status).toBe(422);
    expect(await balanceOf(app, cookie)).toBe(18);
  });

  it("refuses a project that is not the user's, before any charge", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-no-project@example.com");
    const response = await ask(cookie, { projectId: "00000000-0000-4000-8000-000000000000" });
    expect(response.status).toBe(404);
    expect(await balanceOf(app, cookie)).toBe(20);
  });

  it("answers an address outside the US, or one it cannot place, free and without a model", async () => {
    answerer = services.answerer;
    const { cookie, userId } = await newUser("chat-abroad@example.com");
    const before = calls;
    for (const address of ["10 Downing St, London SW1A 2AA", "asdf qwerty"]) {
      const response = await ask(cookie, { options: { propertyContext: { address } } });
      expect(response.status).toBe(200);
      expect(streamedAnswer(await response.text())).toMatch(/US addresses only|valid US address/);
    }
    expect(calls).toBe(before);
    expect(await balanceOf(app, cookie)).toBe(20);
    expect(await ledgerOf(userId)).toEqual([{ type: "signup_bonus", amount: 20 }]);
  });

  it("answers for the saved project's address when the request carries none", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-project@example.com");
    const created = await app.request(
      "/api/projects",
      jsonPost(cookie, { address: "55 Broadway Denver", project_type: "building_permit" }),
    );
    const { project } = await created.json();
    const response = await ask(cookie, { projectId: project.id, options: {} });
    const answer = streamedAnswer(await response.text());
    expect(answer).toMatch(/City and County of Denver/);
    expect(answer).not.toMatch(/San Francisco/);
  });

  it("answers JSON {response} when streaming is off (diagnostic mode)", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-json@example.com");
    const response = await ask(cookie, { options: { ...OPTIONS, streaming: false } }, "key-json");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.response).toBe(services.permits.answer(QUESTION, OPTIONS.propertyContext).markdown);
    expect(await balanceOf(app, cookie)).toBe(18);
  });

  it("refunds the 2 credits when no answer comes, and lets the same key try again", async () => {
    const { cookie, userId } = await newUser("chat-fail@example.com");
    const down: AsyncIterator<string> = { next: () => Promise.reject(new Error("model down")) };
    answerer = { stream: () => ({ [Symbol.asyncIterator]: () => down }) };
    const failed = await ask(cookie, {}, "key-fail");
    expect(failed.status).toBe(503);
    expect((await failed.json()).error.message).toMatch(/not charged/);
    expect(await balanceOf(app, cookie)).toBe(20);
    answerer = services.answerer;
    expect((await ask(cookie, {}, "key-fail")).status).toBe(200);
    expect(await balanceOf(app, cookie)).toBe(18);
    expect(await ledgerOf(userId)).toEqual([
      { type: "signup_bonus", amount: 20 },
      { type: "query_usage", amount: -2 },
      { type: "refund", amount: 2 },
      { type: "query_usage", amount: -2 },
    ]);
  });

  it("refuses empty and over-long questions, charging nothing", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("chat-bad@example.com");
    for (const query of ["   ", "x".repeat(4001)]) {
      const response = await ask(cookie, { query });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("bad_request");
    }
    expect(await balanceOf(app, cookie)).toBe(20);
  });

  it("answers 402 with the balance when credits run short: 100 sends on 10 credits answer 5", async () => {
    answerer = services.answerer;
    const { cookie, userId } = await newUser("chat-rush@example.com");
    await applyLedgerEntry({
      db: database.db,
      userId,
      amount: -10,
      type: "adjustment",
      description: "test",
      reference: "test:down-to-10",
    });
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        ask(cookie, {}, `rush-${index}`).then(async (response) => {
          await response.text();
          return response.status;
        }),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(95);
    expect(await balanceOf(app, cookie)).toBe(0);
    const short = await ask(cookie, {}, "rush-last");
    expect(await short.json()).toEqual({
      error: {
        code: "insufficient_credits",
        message: "You need 2 credits to send a message. Current balance: 0",
      },
    });
    const questions = await database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "user")));
    expect(questions).toHaveLength(5);
    expect(await findLedgerMismatches({ db: database.db })).toEqual([]);
  });

  it("stops the answer when the client goes away, keeping what was delivered", async () => {
    const { cookie, userId } = await newUser("chat-leave@example.com");
    let aborted: Promise<void> = Promise.resolve();
    answerer = {
      stream: async function* (_request, signal) {
        aborted = new Promise((resolve) => signal?.addEventListener("abort", () => resolve()));
        for (let index = 0; index < 1000; index += 1) {
          if (signal?.aborted) return;
          yield `word${index} `;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
    const response = await ask(cookie, {}, "key-leave");
    const reader = response.body!.getReader();
    await reader.read();
    const left = Date.now();
    await reader.cancel();
    await aborted;
    expect(Date.now() - left).toBeLessThan(1000);
    await expect
      .poll(async () => {
        const [answer] = await database.db
          .select({
            status: chatMessages.status,
            content: chatMessages.content,
            extras: chatMessages.extras,
          })
          .from(chatMessages)
          .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "assistant")));
        return answer;
      })
      .toMatchObject({
        status: "complete",
        content: expect.stringMatching(/^word0 /),
        extras: { interrupted: true },
      });
    expect(await balanceOf(app, cookie)).toBe(18);
  });
});

describe("chat history", () => {
  it("lists a session's questions and answers in order, only the user's own, and clears them", async () => {
    answerer = services.answerer;
    const owner = await newUser("history-owner@example.com");
    const other = await newUser("history-other@example.com");
    streamedAnswer(
      await (await ask(owner.cookie, { query: "Do I need a permit for a fence?" }, "h-1")).text(),
    );
    streamedAnswer(await (await ask(owner.cookie, { query: "And for a shed?" }, "h-2")).text());
    streamedAnswer(await (await ask(owner.cookie, { sessionId: "s-2" }, "h-3")).text());

    const listed = await (
      await app.request("/api/chat/sessions/s-1/messages", authed(owner.cookie))
    ).json();
    expect(listed.messages.map((message: { role: string }) => message.role)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
    ]);
    expect(listed.messages[0]).toMatchObject({
      content: "Do I need a permit for a fence?",
      sessionId: "s-1",
      pending: false,
    });
    expect(listed.messages[1].content).toMatch(/fence/i);

    const theirs = await (
      await app.request("/api/chat/sessions/s-1/messages", authed(other.cookie))
    ).json();
    expect(theirs.messages).toEqual([]);
    const theirDelete = await app.request(
      "/api/chat/sessions/s-1/messages",
      authed(other.cookie, { method: "DELETE" }),
    );
    expect(await theirDelete.json()).toEqual({ deleted: 0 });

    const cleared = await app.request(
      "/api/chat/sessions/s-1/messages",
      authed(owner.cookie, { method: "DELETE" }),
    );
    expect(await cleared.json()).toEqual({ deleted: 4 });
    const after = await (
      await app.request("/api/chat/sessions/s-1/messages", authed(owner.cookie))
    ).json();
    expect(after.messages).toEqual([]);
    const otherSession = await (
      await app.request("/api/chat/sessions/s-2/messages", authed(owner.cookie))
    ).json();
    expect(otherSession.messages).toHaveLength(2);
    expect((await app.request("/api/chat/sessions/s-1/messages")).status).toBe(401);
  });
});

describe("experts", () => {
  it("shows the address's official permit office when a question asks for a person, with no invented rating", async () => {
    answerer = services.answerer;
    const { cookie } = await newUser("experts@example.com");
    const phoenix = { propertyContext: { address: "200 W Washington St, Phoenix, AZ 85003" } };
    const chunks = streamChunks(
      await (
        await ask(cookie, { query: "Who do I call about my deck permit?", options: phoenix }, "e-1")
      ).text(),
    );
    const last = chunks.at(-1)!;
    expect(last.content).toBe("");
    const office = last.experts?.[0];
    expect(office).toMatchObject({
      kind: "permit-office",
      role: "Official permit office",
      rating: null,
      reviewCount: null,
      isDemo: false,
    });
    expect(office?.phoneNumber ?? office?.website).toBeTruthy();
    const history = await (
      await app.request("/api/chat/sessions/s-1/messages", authed(cookie))
    ).json();
    expect(history.messages[1].extras.experts[0].kind).toBe("permit-office");

    const plain = streamData(await (await ask(cookie, { query: QUESTION }, "e-2")).text());
    expect(plain.some((line) => line.includes('"experts"'))).toBe(false);
  });

  it("adds the professionals support staff added, and only when a question names their topic", async () => {
    answerer = services.answerer;
    await addExpert(database.db, {
      id: "jane-doe-engineer",
      name: "Jane Doe, PE",
      role: "Structural engineer",
      specialty: "Beams and load-bearing walls",
      experience: "12 years",
      location: "Columbus, OH",
      availability: "Weekdays",
      phoneNumber: "614-555-0100",
      website: null,
      topics: ["structural", "load-bearing"],
      rating: null,
      reviewCount: null,
    });
    const { cookie } = await newUser("pros@example.com");
    const body = await (
      await ask(
        cookie,
        { query: "Should I hire a structural engineer to remove a load-bearing wall?" },
        "p-1",
      )
    ).text();
    const experts = streamChunks(body).at(-1)?.experts ?? [];
    expect(experts.map((expert) => expert.id)).toContain("jane-doe-engineer");
    await expect(
      addExpert(database.db, {
        id: "made-up",
        name: "Made Up",
        role: "Architect",
        specialty: "Anything",
        experience: "1 year",
        location: "Anywhere",
        availability: "Always",
        phoneNumber: "555-555-5555",
        website: null,
        topics: ["architect"],
        rating: 5,
        reviewCount: null,
      }),
    ).rejects.toThrow(/rating and its review count together/);
  });
});
