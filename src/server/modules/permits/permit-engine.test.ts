import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { getGazetteer } from "../addresses/gazetteer.ts";
import { getKnowledgeBase } from "./knowledge-base.ts";
import { createPermitEngine, pieces } from "./permit-engine.ts";

type QuestionCase = {
  question: string;
  address: string;
  expect: string[];
  reject?: string[];
  noCitation?: boolean;
};

const CASES: QuestionCase[] = parse(
  readFileSync(
    new URL("../../../../tests/fixtures/permit-questions.yaml", import.meta.url),
    "utf8",
  ),
);
const kb = getKnowledgeBase();
const engine = createPermitEngine(kb, getGazetteer());

describe("the permit engine on the developers' question set", () => {
  it("has at least 40 questions", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  for (const item of CASES) {
    it(`${item.question} (${item.address})`, () => {
      const { markdown, sourceIds } = engine.answer(item.question, { address: item.address });
      for (const pattern of item.expect) expect(markdown).toMatch(new RegExp(pattern, "i"));
      for (const pattern of item.reject ?? [])
        expect(markdown).not.toMatch(new RegExp(pattern, "i"));
      if (item.noCitation) {
        expect(sourceIds).toEqual([]);
        return;
      }
      expect(sourceIds.length, "at least one citation").toBeGreaterThan(0);
      expect(markdown).toMatch(/\[\d+\]/);
      for (const id of sourceIds) expect(kb.sources.has(id), `source ${id}`).toBe(true);
      const cited = [...markdown.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
      expect(Math.max(...cited)).toBeLessThanOrEqual(sourceIds.length);
    });
  }
});

describe("the permit engine", () => {
  it("answers the same question the same way every time", () => {
    const ask = () =>
      engine.answer("How much is a permit for a 300 sq ft deck?", {
        address: "10 Main St, Portland, OR 97201",
      }).markdown;
    expect(ask()).toBe(ask());
  });

  it("streams the whole answer in pieces, and stops when aborted", async () => {
    const context = { address: "1234 Elm St, Austin, TX 78701" };
    const question = "Do I need a permit for a 10x12 shed?";
    const streamed: string[] = [];
    for await (const piece of engine.stream(question, context)) streamed.push(piece);
    expect(streamed.length).toBeGreaterThan(3);
    expect(streamed.join("")).toBe(engine.answer(question, context).markdown);

    const controller = new AbortController();
    const partial: string[] = [];
    for await (const piece of engine.stream(question, context, controller.signal)) {
      partial.push(piece);
      if (partial.length === 2) controller.abort();
    }
    expect(partial).toHaveLength(2);
  });

  it("splits Markdown into its blocks, which join back to it exactly", () => {
    const text = "## A heading\n\nA short line.\n\n\n- one\n- two words here and there\n";
    expect(pieces(text)).toEqual([
      "## A heading\n\n",
      "A short line.\n\n\n",
      "- one\n- two words here and there\n",
    ]);
  });
});
