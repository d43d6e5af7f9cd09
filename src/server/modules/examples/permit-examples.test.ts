import { describe, expect, it } from "vitest";
import { getGazetteer } from "../addresses/gazetteer.ts";
import { getKnowledgeBase } from "../permits/knowledge-base.ts";
import { createPermitEngine } from "../permits/permit-engine.ts";
import { EXAMPLE_QUESTIONS, buildPermitExamples, openingOf } from "./permit-examples.ts";

const kb = getKnowledgeBase();
const examples = buildPermitExamples(kb, createPermitEngine(kb, getGazetteer()));
const [firstSourceId = "", secondSourceId = ""] = kb.sources.keys();

describe("openingOf", () => {
  it("keeps the first paragraph without its citation marks, and the sources they point to", () => {
    const body = `**No** — exempt under the rule. [2][1]\n\nWho issues permits: the town. [3]`;
    const { text, sources } = openingOf(kb, body, [firstSourceId, secondSourceId, "unknown"]);
    expect(text).toBe("**No** — exempt under the rule.");
    expect(sources.map((source) => source.title)).toEqual([
      kb.sources.get(secondSourceId)!.title,
      kb.sources.get(firstSourceId)!.title,
    ]);
  });

  it("cites nothing when the opening cites nothing", () => {
    expect(openingOf(kb, "No one issues permits here.", [firstSourceId]).sources).toEqual([]);
  });
});

describe("the examples gallery", () => {
  it("has a placed authority, sourced rules and an answer for every address", () => {
    expect(examples).toHaveLength(EXAMPLE_QUESTIONS.length);
    for (const example of examples) {
      expect(example.authority, example.address).not.toBeNull();
      expect(example.requirements.length, example.address).toBeGreaterThanOrEqual(2);
      expect(example.requirements.length, example.address).toBeLessThanOrEqual(3);
      for (const rule of example.requirements) expect(rule.source?.url, rule.text).toMatch(/^http/);
      // A direct answer, not "we do not know" (the addresses were chosen for their local facts).
      expect(["yes", "no", "depends", "info"], example.question).toContain(example.answer.headline);
      expect(example.answer.text, example.question).not.toMatch(/\[\d+\]/);
      expect(example.reportUrl).toBe(
        `/permits/search?address=${encodeURIComponent(example.address)}`,
      );
    }
  });

  it("spans the country and every kind of permit authority", () => {
    const states = new Set(
      examples.map((example) => example.address.match(/ ([A-Z]{2}) \d{5}$/)?.[1]),
    );
    expect(states.size).toBeGreaterThanOrEqual(10);
    const kinds = new Set(examples.map((example) => example.authority?.kind));
    for (const kind of ["city", "consolidated", "town", "township", "county", "none"])
      expect(kinds, kind).toContain(kind);
  });
});
