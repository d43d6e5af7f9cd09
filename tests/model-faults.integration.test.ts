import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "#server/db/schema.ts";
import { createLogger } from "#server/lib/logger.ts";
import { createModelAnswerer } from "#server/modules/permits/model-answerer.ts";
import { balanceOf, jsonPost, signUp } from "./helpers/accounts.ts";
import { streamedAnswer } from "./helpers/chat-stream.ts";
import { type ModelBehaviour, startOpenAiStandIn } from "./helpers/openai-stand-in.ts";
import {
  type TestDatabase,
  createTestApp,
  createTestDatabase,
  createTestServices,
} from "./helpers/test-app.ts";

// A model that hangs, answers garbage, errors or breaks off, met through the chat API (ADR 011).
// The user gets an error or a partial answer within the time-outs, and is refunded when nothing
// was delivered. The engine fallback is off, so a failure reaches the user as it would with
// CHAT_ENGINE_FALLBACK=false (with it on, the engine answers instead: model-answerer.test.ts).
const SILENCE_MS = 500;
/**
 * Well before the whole answer's 2-minute limit, so only the silence time-out can have ended a
 * hang, yet roomy enough for a loaded 2-core machine.
 */
const WITHIN_MS = 30_000;
const TEXT = "one two three four five six seven eight nine ten [1].";

let database: TestDatabase;
let services: Awaited<ReturnType<typeof createTestServices>>;
let app: Awaited<ReturnType<typeof createTestApp>>;
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn("sk-faults");
  database = await createTestDatabase();
  services = await createTestServices(database);
  const answerer = createModelAnswerer({
    settings: {
      apiKey: "sk-faults",
      baseUrl: standIn.baseUrl,
      model: "primary",
      fallbackModel: "backup",
    },
    kb: services.knowledge,
    log: createLogger("silent"),
    silenceTimeoutMs: SILENCE_MS,
    engineFallback: false,
  });
  app = await createTestApp(database, { services: { ...services, answerer } });
});
afterAll(async () => {
  await services.creditUpdates.close();
  await database.destroy();
  await standIn.close();
});

type Case = {
  fault: string;
  primary: ModelBehaviour;
  backup: ModelBehaviour;
} & ({ delivered: false } | { delivered: true; says: RegExp; never?: RegExp });

const CASES: Case[] = [
  {
    fault: "both models hang",
    primary: { kind: "hang" },
    backup: { kind: "hang" },
    delivered: false,
  },
  {
    fault: "both models answer garbage",
    primary: { kind: "garbage" },
    backup: { kind: "garbage" },
    delivered: false,
  },
  {
    fault: "both models answer 500",
    primary: { kind: "error", status: 500 },
    backup: { kind: "error", status: 500 },
    delivered: false,
  },
  {
    fault: "the first model hangs and the fallback answers",
    primary: { kind: "hang" },
    backup: { kind: "answer", text: TEXT },
    delivered: true,
    says: /one two three.*ten/,
  },
  {
    fault: "the model closes the connection mid-answer",
    primary: { kind: "close-mid-stream", text: TEXT },
    backup: { kind: "answer", text: "never asked" },
    delivered: true,
    says: /^one two three/,
    never: /seven|never asked/,
  },
  {
    fault: "the model falls silent mid-answer",
    primary: { kind: "stall-mid-stream", text: TEXT },
    backup: { kind: "answer", text: "never asked" },
    delivered: true,
    says: /^one two three/,
    never: /seven|never asked/,
  },
];

describe("a faulty model, met through POST /api/chat-permits", () => {
  for (const [index, fault] of CASES.entries()) {
    it(`${fault.fault}: ${fault.delivered ? "a partial or whole answer, charged" : "503, refunded"}, in time`, async () => {
      standIn.behaviours.set("primary", fault.primary);
      standIn.behaviours.set("backup", fault.backup);
      const { cookie, userId } = await signUp(app, `fault-${index}@example.com`);
      const started = performance.now();
      const response = await app.request(
        "/api/chat-permits",
        jsonPost(cookie, { query: "Do I need a permit for a deck?", sessionId: `s-${index}` }),
      );
      const body = await response.text();
      expect(performance.now() - started).toBeLessThan(WITHIN_MS);

      const stored = await database.db
        .select({ role: chatMessages.role, status: chatMessages.status })
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId));
      expect(stored.filter((message) => message.status === "pending")).toEqual([]);
      if (!fault.delivered) {
        expect(response.status).toBe(503);
        expect(body).toMatch(/not charged/);
        expect(await balanceOf(app, cookie)).toBe(20);
        return;
      }
      expect(response.status).toBe(200);
      const answer = streamedAnswer(body);
      expect(answer).toMatch(fault.says);
      if (fault.never) expect(answer).not.toMatch(fault.never);
      expect(await balanceOf(app, cookie)).toBe(18);
    });
  }
});
