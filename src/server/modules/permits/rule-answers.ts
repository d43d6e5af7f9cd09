import { contentWords } from "./closest-facts.ts";
import { measurementsIn } from "./question-measurements.ts";

/**
 * A yes or no to a plain question ("Can I apply online?", "Did the county raise its fees?",
 * "Do I pay the fee when I submit?") from the one clause of a place's rule that speaks of it:
 * the clause states it (yes), or denies it (no: "charges no fee when …", "is considered
 * expired"). A clause that states it only on a condition answers only where the question states
 * that condition too ("… is permitted by right" for "no zoning letter is needed if the use is
 * permitted by right"); anything less sure answers nothing.
 */

/** A question that asks yes or no: it opens with a verb ("Can I …", "Is there …", "Did …"). */
const YES_NO =
  /^(?:(?:and|so|also|but|ok|okay|then|now|plus|hi|hello)[,\s]+)?(can|could|may|might|is|are|am|do|does|did|will|would|has|have|had|should|must)\b/i;

const CLAUSE_EDGE = /;|:\s|\.\s|,\s*(?:and|but|while)\s/;

const NEGATION = /\b(no|not|cannot|can't|never|nor|none)\b/i;
const CONDITION = /\b(if|unless|except|only|provided|once)\b(.*)$/i;

/** Words that undo a state the question asks about: "still open" against "expired". */
const UNDOES: [RegExp, RegExp][] = [
  [
    /\b(open|valid|active|good|alive|pending)\b/i,
    /\b(expired?|void|closed|lapsed?|cancel+ed|withdrawn)\b/i,
  ],
];

/** The clause of a rule that shares the most words with the question, with what it shares. */
function closestClause(rule: string, asked: Set<string>): { clause: string; shared: number } {
  let best = { clause: "", shared: 0 };
  for (const clause of rule.split(CLAUSE_EDGE)) {
    const shared = new Set(contentWords(clause).filter((word) => asked.has(word))).size;
    if (shared > best.shared) best = { clause, shared };
  }
  return best;
}

/** The words that say what a condition is, before its "in the …" and "(…)" detail. */
function conditionCore(condition: string): string[] {
  return contentWords(
    condition.split(/\s(?:in|under|of|per|at|on|for)\s(?:the|a|an|its)\b|[(,]/)[0] ?? "",
  );
}

/** A denial near a word the question uses ("no fee", "not … electrical permits"). */
function denies(clause: string, asked: Set<string>): boolean {
  const words = clause.split(/\s+/);
  return words.some((word, index) => {
    if (!NEGATION.test(word)) return false;
    const near = contentWords(words.slice(index + 1, index + 5).join(" "));
    return near.some((item) => asked.has(item));
  });
}

/**
 * Whether the question states a rule's condition: most of the words that say what it is, or,
 * for a condition of time ("once one year has passed"), at least that much time gone by.
 */
function conditionMet(condition: string, read: string): boolean {
  const needed = measurementsIn(condition).elapsedDays;
  const elapsed = measurementsIn(read).elapsedDays;
  if (needed !== null) return elapsed !== null && elapsed >= needed;
  const said = new Set(contentWords(read));
  const core = conditionCore(condition);
  const met = core.filter((word) => said.has(word)).length;
  return core.length > 0 && met >= Math.ceil(0.6 * core.length);
}

/** The rule's answer to the question asked (`question`), in the words of all it says (`read`). */
export function ruleAnswers(rule: string, question: string, read: string): "yes" | "no" | null {
  const trimmed = question.trim();
  if (!YES_NO.test(trimmed) || /\bwithout\b/i.test(trimmed)) return null;
  const asked = new Set(contentWords(trimmed));
  const { clause, shared } = closestClause(rule, asked);
  // One shared word ("permit", "fee") is not enough to say the clause answers the question.
  if (shared < 2) return null;
  const undone = UNDOES.some(([state, undo]) => state.test(trimmed) && undo.test(clause));
  const condition = CONDITION.exec(clause);
  if (condition && !conditionMet(condition[2] ?? "", read)) return null;
  return undone || denies(clause, asked) ? "no" : "yes";
}
