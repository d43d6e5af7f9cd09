import { readFileSync, readdirSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import type { EngineAnswer, PermitEngine } from "#server/modules/permits/permit-engine.ts";
import { coreName } from "#server/modules/permits/jurisdiction.ts";
import { authorityKind } from "#server/modules/permits/knowledge-schema.ts";

/** The golden set's format (tests/answer-quality/README.md). */
const itemSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/),
  category: z.enum([
    "permit-needed",
    "without-permit",
    "code-edition",
    "limit",
    "fee",
    "timeline",
    "inspections",
    "documents",
    "contact",
    "expiry",
    "unknown",
    "multi-project",
    "spanish",
    "misspelled",
    "off-topic",
    "outside-us",
    "invalid-address",
    "jurisdiction",
  ]),
  address: z.string(),
  question: z.string().min(3),
  expect: z.object({
    jurisdiction: z.object({
      state: z.string().nullable(),
      authority: z.string().nullable(),
      // Who issues permits, or what the address is when no one can be named.
      kind: z.enum([...authorityKind.options, "ambiguous", "outside-us", "unplaced"]),
      also: z.array(z.string()).default([]),
    }),
    answer: z.enum([
      "yes",
      "no",
      "depends",
      "info",
      "unknown",
      "outside-us",
      "invalid-address",
      "off-topic",
    ]),
    facts: z.array(z.string()).default([]),
    language: z.enum(["en", "es"]).default("en"),
  }),
  sources: z
    .array(z.object({ url: z.string(), quote: z.string(), asOf: z.union([z.string(), z.date()]) }))
    .default([]),
  verified: z.boolean(),
  note: z.string().optional(),
});

export type GoldenItem = z.infer<typeof itemSchema>;

/** The engine-mechanics set: places, question forms, polarity, honesty. */
export const GOLDEN_DIR = new URL("./golden/", import.meta.url);
/** Questions that turn on a state's or a place's own rule, each from a fact-checked local fact. */
export const LOCAL_GOLDEN_DIR = new URL("./golden-local/", import.meta.url);

/** Every golden item of every file of a set, checked against the format; ids are unique. */
export function loadGoldenSet(dir: URL = GOLDEN_DIR): GoldenItem[] {
  const items = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .flatMap((name) => {
      const parsed = z.array(itemSchema).safeParse(parse(readFileSync(new URL(name, dir), "utf8")));
      if (!parsed.success)
        throw new Error(
          `${name}: ${parsed.error.issues[0]?.path.join(".")}: ${parsed.error.issues[0]?.message}`,
        );
      return parsed.data;
    });
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.id)) throw new Error(`two golden items have the id ${item.id}`);
    seen.add(item.id);
  }
  return items;
}

/** The README's fact matching: case, units, thousands separators and dashes do not count. */
export function normaliseFacts(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/(\d),(\d{3})/g, "$1$2")
    .replace(/\b(square\s*(feet|foot)|sq\.?\s*ft\.?|sqft|sf)\b/g, "sq ft")
    .replace(/(\d)[\s-]*(feet|foot|ft\.?|')(?![a-z])/g, "$1 ft")
    .replace(/(\d)[\s-]*(inches|inch|in\.?|")(?![a-z])/g, "$1 in")
    .replace(/[\s\-–—‑_*]+/g, " ")
    .trim();
}

export type ItemScore = {
  item: GoldenItem;
  answer: EngineAnswer;
  jurisdiction: boolean;
  headline: boolean;
  language: boolean;
  missingFacts: string[];
  passed: boolean;
};

function jurisdictionMatches(item: GoldenItem, answer: EngineAnswer): boolean {
  const expected = item.expect.jurisdiction;
  const actual = answer.jurisdiction;
  if (expected.kind === "outside-us") return actual.status === "outside-us";
  if (expected.kind === "unplaced") return actual.status === "unplaced";
  if (expected.state && actual.stateCode !== expected.state) return false;
  // The authority, the other candidates, and the permit office on file all name who issues them.
  const office = actual.local?.department ?? actual.department?.department ?? null;
  const names = [
    ...[actual.authority, ...actual.alternatives].flatMap((authority) =>
      authority ? [coreName(authority.name)] : [],
    ),
    ...(office ? [coreName(office)] : []),
  ];
  const named = (name: string) => {
    const core = coreName(name);
    return names.some(
      (candidate) => candidate === core || candidate.includes(core) || core.includes(candidate),
    );
  };
  if (expected.kind === "ambiguous")
    return (
      actual.status === "ambiguous" ||
      [expected.authority, ...expected.also].some((name) => name && named(name))
    );
  if (!expected.authority) return true;
  const primary = actual.authority ? coreName(actual.authority.name) : "";
  const core = coreName(expected.authority);
  const matches = (name: string) =>
    Boolean(name) && (name === core || name.includes(core) || core.includes(name));
  if (!matches(primary) && !(office && matches(coreName(office)))) return false;
  return (expected.kind === "none") === (actual.authority?.kind === "none");
}

/** Asks the engine one golden question and scores its answer. */
export function scoreItem(engine: PermitEngine, item: GoldenItem): ItemScore {
  const answer = engine.answer(item.question, { address: item.address });
  const text = normaliseFacts(answer.markdown);
  const missingFacts = item.expect.facts.filter((fact) => !text.includes(normaliseFacts(fact)));
  const jurisdiction = jurisdictionMatches(item, answer);
  const headline = answer.headline === item.expect.answer;
  const language = answer.language === item.expect.language;
  return {
    item,
    answer,
    jurisdiction,
    headline,
    language,
    missingFacts,
    passed: jurisdiction && headline && language && missingFacts.length === 0,
  };
}

export type Scorecard = {
  total: number;
  passed: number;
  unverified: number;
  byCategory: Map<string, { total: number; passed: number }>;
  failures: ItemScore[];
  scores: ItemScore[];
};

/** Scores every verified item; unverified items are counted and not scored. */
export function scoreGoldenSet(engine: PermitEngine, items: GoldenItem[]): Scorecard {
  const scores = items.filter((item) => item.verified).map((item) => scoreItem(engine, item));
  const byCategory = new Map<string, { total: number; passed: number }>();
  for (const score of scores) {
    const entry = byCategory.get(score.item.category) ?? { total: 0, passed: 0 };
    entry.total += 1;
    if (score.passed) entry.passed += 1;
    byCategory.set(score.item.category, entry);
  }
  return {
    total: scores.length,
    passed: scores.filter((score) => score.passed).length,
    unverified: items.length - scores.length,
    byCategory,
    failures: scores.filter((score) => !score.passed),
    scores,
  };
}
