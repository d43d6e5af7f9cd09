import type { LocalFact } from "./knowledge-schema.ts";
import { dollarThresholds, statedPolarity } from "./rule-lines.ts";

/**
 * Which of a place's facts a question is about, by the words they share, each word weighted by
 * how rare it is among all the facts on file: "Notice of Commencement" or "owner certification"
 * tells one fact from the rest, "permit" or "house" tells nothing. The place's own name is not
 * evidence (every Sacramento fact says "Sacramento").
 */
export type FactIndex = { weight: (word: string) => number };

const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have how i if in " +
    "into is it its just me my of on or our so than that the their them then there these they " +
    "this to us was we were what when where which who why will with would you your any all also " +
    "about after before get got going want need needs needed put putting doing done make one two " +
    "new old like more most much only other some such very yes no not out own same should may " +
    "must here there now still each every over under up down off permit permits building " +
    "city county town state property house home lot place address live because located within"
  ).split(" "),
);

/**
 * Working without a permit, however it is said ("started the deck before pulling a permit",
 * "beginning work without a permit"): one word, rare among the facts, that finds the rule on it.
 */
const WITHOUT_A_PERMIT =
  /\b(without|before (getting|pulling|obtaining|applying for|having)) (a |an |the |any |required |our |my )*([\w-]+ )?permits?\b/g;

/** Words that rules and questions use for one thing: "the exact same size" of "dimensions". */
const SAME_AS: Record<string, string> = {
  dimension: "size",
  stamp: "seal",
  homeowner: "owner",
  approval: "approv",
  fin: "fine",
  penalty: "fine",
};

/** The words of a text that can tell facts apart: lower case, light stemming, no stop words. */
export function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(WITHOUT_A_PERMIT, " unpermitted ")
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9$]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem)
    .map((word) => SAME_AS[word] ?? word);
}

function stem(word: string): string {
  // Plurals lose only what they added: "shingles" is "shingle", "boxes" is "box", "fees" is "fee".
  const base = word
    .replace(/ies$/, "y")
    .replace(/(?<=[a-z]{2}(ch|sh|x|ss|z))es$/, "")
    .replace(/(?<=[a-z]{3}[^s])s$/, "");
  const bare = base.replace(/(?<=[a-z]{3})(ing|ed)$/, "").replace(/(?<=[a-z]{5})ment$/, "");
  // "submitted" is "submit"; "raise", "raised" and "raising" are one word, and so are
  // "replace" and "replacement".
  return (bare === base ? bare : bare.replace(/([bdgmnprt])\1$/, "$1")).replace(
    /(?<=[a-z]{4})e$/,
    "",
  );
}

/** An index over every fact on file: a word's weight is its inverse document frequency. */
export function factIndex(facts: LocalFact[]): FactIndex {
  const counts = new Map<string, number>();
  for (const fact of facts)
    for (const word of new Set(contentWords(fact.text)))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const total = Math.max(1, facts.length);
  return { weight: (word) => Math.log((total + 1) / ((counts.get(word) ?? 0) + 1)) };
}

/**
 * The facts the question shares the most telling words with, best first, with their score (the
 * summed weight of the shared words); words of the place's name do not count.
 */
export function closestFacts(
  index: FactIndex,
  facts: LocalFact[],
  question: string,
  placeName: string,
): { fact: LocalFact; score: number }[] {
  const ignored = new Set(contentWords(placeName));
  const asked = new Set(contentWords(question).filter((word) => !ignored.has(word)));
  return facts
    .map((fact, order) => {
      const shared = new Set(contentWords(fact.text).filter((word) => asked.has(word)));
      let score = 0;
      for (const word of shared) score += index.weight(word);
      return { fact, score, order };
    })
    .filter((item) => item.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ fact, score }) => ({ fact, score }));
}

/**
 * Whether a fact says something is required ("yes") or not ("no"), when it says only one of
 * the two; null when it says both ("over 3 ft needs a permit; up to 3 ft does not") or neither.
 */
export function factPolarity(said: string): "yes" | "no" | null {
  const text = withoutRegardless(said);
  // "A permit is needed, except for windows of the same size", "a deck needs a permit if it is
  // attached": the exception or the condition decides, not the rule alone. A dollar line is the
  // one condition the caller weighs (against the job's cost).
  if (/\b(except|unless|other than)\b/i.test(text)) return null;
  if (
    /\b(if|whether|when|whenever|where|only)\b/i.test(text) &&
    dollarThresholds(text).length === 0
  )
    return null;
  // "Only pools less than 12 in deep are exempt": the exemption is narrow, the project decides.
  if (/\bonly\b/i.test(text) && statedPolarity(text) === "no") return null;
  return statedPolarity(text);
}

/**
 * A fact without its "whether or not …" clause, which says the rule holds regardless ("needs
 * zoning approval whether or not a building permit is needed"), not on a condition.
 */
export function withoutRegardless(text: string): string {
  return text.replace(/\bwhether or not\b[^,.;]*/gi, " ");
}

/**
 * Whether a question is about the one case a narrow exemption names ("only residential standard
 * tab shingle replacement is exempt" for "replace the standard 3-tab shingles"): most of the
 * words of that case, two at least, are in the question.
 */
export function narrowExemptionCovers(text: string, question: string): boolean {
  const named = /\bonly (.+?) (?:is|are) (?:\w+ )*?exempt/i.exec(text)?.[1];
  if (!named) return false;
  const words = [...new Set(contentWords(named))];
  const asked = new Set(contentWords(question));
  const shared = words.filter((word) => asked.has(word)).length;
  return shared >= 2 && shared >= 0.6 * words.length;
}
