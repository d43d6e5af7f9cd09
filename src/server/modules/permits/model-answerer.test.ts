import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOpenAiStandIn } from "../../../../tests/helpers/openai-stand-in.ts";
import { createLogger } from "../../lib/logger.ts";
import { getGazetteer } from "../addresses/gazetteer.ts";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { createModelAnswerer } from "./model-answerer.ts";
import { createPermitEngine } from "./permit-engine.ts";

const KEY = "sk-standin";
const kb = getKnowledgeBase();
const engine = createPermitEngine(kb, getGazetteer());
const context = { address: "1234 Elm St, Austin, TX 78701" };
const SHED = "Do I need a permit for a 10x12 shed?";
let standIn: Awaited<ReturnType<typeof startOpenAiStandIn>>;

beforeAll(async () => {
  standIn = await startOpenAiStandIn(KEY);
});
afterAll(async () => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.behaviours.clear();
});

function answerer(
  model = "primary",
  fallbackModel = "backup",
  apiKey = KEY,
  overrides: { silenceTimeoutMs?: number; answerTimeoutMs?: number; engineFallback?: boolean } = {},
) {
  return createModelAnswerer({
    settings: { apiKey, baseUrl: standIn.baseUrl, model, fallbackModel },
    kb,
    log: createLogger("silent"),
    silenceTimeoutMs: 300,
    ...overrides,
  });
}

/** The question at the test's address, with the engine's answer as its grounding. */
const asked = (question: string) => ({
  question,
  context,
  grounding: engine.answer(question, context),
});

async function collect(stream: AsyncIterable<string>) {
  let text = "";
  for await (const piece of stream) text += piece;
  return text;
}

describe("model mode", () => {
  it("grounds the model on the engine's cited answer, offers the calculators, and ends with the sources", async () => {
    standIn.behaviours.set("primary", {
      kind: "answer",
      text: "Probably not: 120 sq ft is under the limit [1].",
    });
    const text = await collect(answerer().stream(asked(SHED)));
    expect(text).toMatch(/^Probably not: 120 sq ft is under the limit \[1\]\./);
    expect(text).toContain("**Sources**");
    expect(text).toMatch(/R105\.2/);
    const [request] = standIn.requests;
    expect(request?.model).toBe("primary");
    const system = JSON.stringify(request?.messages[0]);
    expect(system).toContain("200 sq ft");
    expect(system).toContain("1234 Elm St, Austin, TX 78701");
    expect(request?.tools?.map((item) => item.function.name).sort()).toEqual([
      "estimate_permit_fee",
      "estimate_timeline",
    ]);
  });

  it("runs a calculator the model calls and lets it answer with the result", async () => {
    standIn.behaviours.set("primary", {
      kind: "tool-then-answer",
      tool: "estimate_permit_fee",
      args: { projectType: "addition", areaSqFt: 400 },
    });
    const text = await collect(
      answerer().stream(asked("What is the fee for a 400 sq ft addition?")),
    );
    expect(text).toContain("The estimate tool says:");
    expect(text).toMatch(/"total":\{"low":\d+,"high":\d+\}/);
    expect(standIn.requests).toHaveLength(2);
  });

  it("runs the timeline calculator for the place the grounding settled on, not the address alone", async () => {
    standIn.behaviours.set("primary", {
      kind: "tool-then-answer",
      tool: "estimate_timeline",
      args: { projectType: "adu" },
    });
    // The turn's grounding may place the property elsewhere than its address line alone does
    // (the question names the town); the calculators must agree with the facts the model got.
    const question = "How long does ADU review take?";
    const grounding = engine.answer(question, {
      address: "200 E Santa Clara St, San Jose, CA 95113",
    });
    expect(grounding.jurisdiction.state?.code).toBe("CA");
    const text = await collect(answerer().stream({ question, context, grounding }));
    expect(text).toContain('"state":"CA"');
    expect(text).toMatch(/"statutoryLimit":\{"days":60/);
  });

  it("falls back to the fallback model when the first fails, hangs or answers garbage", async () => {
    standIn.behaviours.set("backup", { kind: "answer", text: "Backup answer." });
    for (const failure of [
      { kind: "error", status: 500 },
      { kind: "hang" },
      { kind: "garbage" },
    ] as const) {
      standIn.requests.length = 0;
      standIn.behaviours.set("primary", failure);
      const text = await collect(answerer().stream(asked(SHED)));
      expect(text, failure.kind).toMatch(/^Backup answer\./);
      expect(standIn.requests.map((request) => request.model)).toEqual(["primary", "backup"]);
    }
  });

  it("falls back to the built-in engine when every model fails", async () => {
    standIn.behaviours.set("primary", { kind: "error", status: 503 });
    standIn.behaviours.set("backup", { kind: "error", status: 500 });
    const text = await collect(answerer().stream(asked(SHED)));
    expect(text).toBe(engine.answer(SHED, context).markdown);
    const wrongKey = await collect(answerer("primary", "backup", "sk-wrong").stream(asked(SHED)));
    expect(wrongKey).toBe(engine.answer(SHED, context).markdown);
  });

  it("keeps what a model said when it breaks off mid-answer", async () => {
    standIn.behaviours.set("primary", {
      kind: "close-mid-stream",
      text: "one two three four five six seven eight nine ten",
    });
    const text = await collect(answerer().stream(asked(SHED)));
    expect(text).toMatch(/^one two three/);
    expect(text).not.toMatch(/\bseven\b/);
    expect(standIn.requests.map((request) => request.model)).toEqual(["primary"]);
  });

  it("ends the answer with what the model said by its whole-answer limit", async () => {
    // Never silent for long (100 ms a word, well under the 1 s silence limit), but 4 s in all:
    // longer than the 1.5 s the whole answer may take here.
    standIn.behaviours.set("primary", {
      kind: "answer",
      text: Array.from({ length: 40 }, (_, index) => `w${index}`).join(" "),
      delayMs: 100,
    });
    const limited = answerer("primary", "backup", KEY, {
      silenceTimeoutMs: 1000,
      answerTimeoutMs: 1500,
    });
    const text = await collect(limited.stream(asked(SHED)));
    expect(text).toMatch(/^w0 /);
    expect(text).not.toMatch(/\bw39\b/);
    // What was said stands, with its sources; the fallback model was not asked.
    expect(text).toContain("**Sources**");
    expect(standIn.requests.map((request) => request.model)).toEqual(["primary"]);
  });

  it("ends the answer with what a model said when it falls silent mid-answer", async () => {
    standIn.behaviours.set("primary", {
      kind: "stall-mid-stream",
      text: "one two three four five six seven eight nine ten",
    });
    const started = performance.now();
    const text = await collect(answerer().stream(asked(SHED)));
    expect(text).toMatch(/^one two three/);
    expect(text).not.toMatch(/\bseven\b/);
    // The silence time-out (300 ms here) cut it, not the whole answer's 2 minutes.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(standIn.requests.map((request) => request.model)).toEqual(["primary"]);
  }, 30_000);
});

describe("a slow reader", () => {
  it("is not the model's silence: pauses longer than the silence time-out keep the answer whole", async () => {
    // Still streaming (100 ms a word) while the reader pauses.
    standIn.behaviours.set("primary", {
      kind: "answer",
      text: "one two three four five six seven eight",
      delayMs: 100,
    });
    let text = "";
    for await (const piece of answerer().stream(asked(SHED))) {
      text += piece;
      // The client reads slower than the 300 ms the model may stay silent.
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    expect(text).toMatch(/^one two three four five six seven eight/);
    expect(standIn.requests.map((request) => request.model)).toEqual(["primary"]);
  }, 30_000);
});

describe("model mode without the engine fallback", () => {
  it("fails the answer when every model fails, so the chat refunds it", async () => {
    standIn.behaviours.set("primary", { kind: "error", status: 503 });
    standIn.behaviours.set("backup", { kind: "error", status: 503 });
    const strict = answerer("primary", "backup", KEY, { engineFallback: false });
    await expect(collect(strict.stream(asked(SHED)))).rejects.toThrow(
      /every configured model failed/,
    );
  });
});
