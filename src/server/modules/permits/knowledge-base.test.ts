import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  KNOWLEDGE_DIR,
  KNOWLEDGE_FILES,
  REQUIRED_PROJECT_TYPES,
  loadKnowledgeBase,
  readYaml,
} from "./knowledge-base.ts";
import { sourceSchema } from "./knowledge-schema.ts";

describe("permit knowledge base files", () => {
  for (const [name, schema] of Object.entries(KNOWLEDGE_FILES)) {
    it(`${name} fits its schema`, () => {
      const file = path.join(KNOWLEDGE_DIR, name);
      expect(existsSync(file), `${name} exists`).toBe(true);
      expect(() => readYaml(file, schema as z.ZodType)).not.toThrow();
    });
  }

  const sourceDir = path.join(KNOWLEDGE_DIR, "sources");
  for (const name of readdirSync(sourceDir).filter((file) => file.endsWith(".yaml"))) {
    it(`sources/${name} fits its schema`, () => {
      expect(() => readYaml(path.join(sourceDir, name), z.array(sourceSchema))).not.toThrow();
    });
  }
});

describe("permit knowledge base", () => {
  it("loads, with every reference pointing at something that exists", () => {
    expect(() => loadKnowledgeBase()).not.toThrow();
  });

  it("covers every state and DC, the largest cities and every required project type", () => {
    const kb = loadKnowledgeBase();
    expect([...kb.states.keys()].sort()).toHaveLength(51);
    expect(kb.cities.length).toBeGreaterThanOrEqual(25);
    const ids = kb.projectTypes.map((type) => type.id);
    for (const required of REQUIRED_PROJECT_TYPES) expect(ids).toContain(required);
    for (const code of ["CA", "OR", "WA", "VT", "NH", "MA", "MT"])
      expect(kb.states.get(code)?.adu, `${code} ADU law`).not.toBeNull();
  });

  it("has the IRC's 200 sq ft accessory-building exemption, cited", () => {
    const kb = loadKnowledgeBase();
    const shed = kb.exemptions.find(
      (exemption) => exemption.code === "IRC" && exemption.limits.floorAreaSqFt === 200,
    );
    expect(shed?.section).toMatch(/R105\.2/);
    expect(kb.sources.get(shed?.source ?? "")?.citation).toMatch(/R105\.2/);
  });
});
