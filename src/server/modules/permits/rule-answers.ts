import { contentWords } from "./closest-facts.ts";
import { measurementsIn } from "./question-measurements.ts";
import { flip, PENALTY, statedPolarity } from "./rule-lines.ts";

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

// A list after a colon ("needs a permit only because it is historic: door replacement, …") is
// part of its clause.
const CLAUSE_EDGE = /;|\.\s|,\s*(?:and|but|while)\s/;

const NEGATION = /\b(no|not|cannot|can't|never|nor|none|nobody|nothing)\b/i;
/** How a question denies what it describes ("not attached", "without a deck", "isn't historic"). */
const DESCRIBED_NOT = /^(not|no|never|without|isn't|aren't|won't)$/i;
const CONDITION = /\b(if|unless|except|only|provided|once|when|whenever)\b(.*)$/i;
/** "Do I need …", "Is a … required": a question of what is required. */
const NEEDS =
  /^(do|does|will|would|is|are)\b[^?]*\b(need|needs|require|requires|required|needed)\b/i;
/** Work done before or without the permit. */
const WITHOUT =
  /\bwithout\b|\bbefore (getting|pulling|obtaining|applying for|having) (a |an |the |any |my |our )?(\w+ )?permits?\b/i;

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

/**
 * The words that say what a condition is, before its detail ("in the …", "that complies with
 * …", "(…)"), less the words of the rule it conditions ("replacing windows with the exact same
 * dimensions" of a window rule is "exact", "size").
 */
function conditionCore(condition: string, rule = ""): string[] {
  const head =
    condition.split(
      /\s(?:in|under|of|per|at|on|for)\s(?:the|a|an|its)\b|\s(?:that|which)\s|[(,:]/,
    )[0] ?? "";
  const core = contentWords(head);
  const ruled = new Set(contentWords(rule));
  const own = core.filter((word) => !ruled.has(word));
  return own.length > 0 ? own : core;
}

/** "I own and live here" says the asker is the owner. */
const OWNS = /\b(i|we) own\b|\bhome ?owners?\b|\bowner-occupied\b/i;

/** The words within a few after a denial ("not visible from the street": visible, street). */
function deniedWords(text: string, span: number, denial = NEGATION): Set<string> {
  const words = text.split(/\s+/);
  return new Set(
    words.flatMap((word, index) =>
      denial.test(word) ? contentWords(words.slice(index + 1, index + 1 + span).join(" ")) : [],
    ),
  );
}

/**
 * A denial near a word the question uses ("no fee", "not … electrical permits"), where the
 * question does not deny it too ("not visible from the street" for "nobody can see it from the
 * street" agrees).
 */
function denies(clause: string, asked: Set<string>, question: string): boolean {
  // The question's denial reaches a little further: it agrees where in doubt.
  const deniedByQuestion = deniedWords(question, 6);
  return [...deniedWords(clause, 4)].some((word) => asked.has(word) && !deniedByQuestion.has(word));
}

/** "Our house was built in 1925": its age, in days (a rule's "45 years old or older"). */
function builtDaysAgo(read: string): number | null {
  const year = /\bbuilt (?:in|around|about) (1[6-9]\d{2}|20[0-2]\d)\b/i.exec(read)?.[1];
  return year ? (new Date().getUTCFullYear() - Number(year)) * 365 : null;
}

/** A condition's alternatives: "done by a listed contractor, or by an owner who lives there". */
const alternativesOf = (condition: string) =>
  condition.split(
    /,?\s+or\s+(?=by |if |when |where |it |its |one |an? |the |is |are |has |have )/i,
  );

/**
 * Whether the question states a rule's condition: most of the words that say what it is, or,
 * for a condition of time ("once one year has passed"), at least that much time gone by.
 */
function conditionMet(condition: string, read: string, rule = ""): boolean {
  const needed = measurementsIn(condition).elapsedDays;
  const elapsed = builtDaysAgo(read) ?? measurementsIn(read).elapsedDays;
  if (needed !== null) return elapsed !== null && elapsed >= needed;
  // "if it will not adversely affect the structural components" for "no structural changes":
  // the question denies what the condition denies.
  const deniedByCondition = deniedWords(condition, 4);
  if ([...deniedWords(read, 3)].some((word) => deniedByCondition.has(word))) return true;
  const said = new Set([...contentWords(read), ...(OWNS.test(read) ? ["owner"] : [])]);
  const core = conditionCore(condition, rule);
  // "not attached to the house" states the opposite of "attached".
  const denied = deniedWords(read, 3, DESCRIBED_NOT);
  if (core.some((word) => denied.has(word))) return false;
  const met = core.filter((word) => said.has(word)).length;
  return core.length > 0 && met >= Math.ceil(0.6 * core.length);
}

/** The rule's answer to the question asked (`question`), in the words of all it says (`read`). */
export function ruleAnswers(rule: string, question: string, read: string): "yes" | "no" | null {
  const trimmed = question.trim();
  if (!YES_NO.test(trimmed)) return null;
  const asked = new Set(contentWords(trimmed));
  const { clause, shared } = closestClause(rule, asked);
  // One shared word ("permit", "fee") is not enough to say the clause answers the question.
  if (shared < 2) return null;
  const undone = UNDOES.some(([state, undo]) => state.test(trimmed) && undo.test(clause));
  const condition = CONDITION.exec(clause);
  if (condition && !alternativesOf(condition[2] ?? "").some((one) => conditionMet(one, read)))
    return null;
  const without = WITHOUT.test(trimmed);
  // "Do we need a separate zoning letter?": what the clause says is required answers it.
  const stated = NEEDS.test(trimmed) ? statedPolarity(clause) : null;
  if (stated) return without ? flip(stated) : stated;
  const denied = undone || denies(clause, asked, read) || (without && PENALTY.test(clause));
  // "Can I … without a permit?" is not answered by a rule that states the work: only a rule
  // that denies it without ("will not issue the permit without the Commission's approval") or
  // punishes it ("a $150 late charge for beginning work without a permit").
  if (without) return denied && WITHOUT.test(clause) ? "no" : null;
  return denied ? "no" : "yes";
}

const CONDITIONED =
  /\b(but not if|but not when|only if|only when|if|when|provided( that)?|except( for)?|unless|other than)\b/i;

/**
 * What a rule with one condition says of a job whose question states that condition: "replacing
 * the roof is exempt when done by a listed contractor" is "no" for "we hired a listed roofing
 * contractor"; "windows need a permit, except replacing windows with the exact same dimensions"
 * is "no" for windows "the exact same size". Null where the question does not state it (any one
 * of its alternatives: "…, or by an owner who lives there").
 */
export function conditionalPolarity(rule: string, read: string): "yes" | "no" | null {
  const match = CONDITIONED.exec(rule);
  if (!match) return null;
  // An aside ("(without reducing required egress)") is not what the rule requires.
  const main = rule.slice(0, match.index).replace(/\([^)]*\)/g, " ");
  const said = statedPolarity(main);
  if (!said) return null;
  const condition = rule.slice(match.index + match[0].length).split(/;|\.\s/)[0] ?? "";
  const alternatives = alternativesOf(condition);
  // A list of conditions ("if it is attached, serves a door, is over 200 sq ft, …") is more
  // than one question states.
  if (alternatives.some((alternative) => (alternative.match(/,/g) ?? []).length >= 2)) return null;
  if (!alternatives.some((alternative) => conditionMet(alternative, read, main))) return null;
  const inverted = /^(except|unless|other than|but not)/i.test(match[1] ?? "");
  return inverted ? flip(said) : said;
}
