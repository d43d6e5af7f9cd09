import { contentWords, withoutRegardless } from "./closest-facts.ts";
import type { Jurisdiction } from "./jurisdiction.ts";
import { coreName } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Exemption, ProjectType } from "./knowledge-schema.ts";
import { escapeRegExp, type QuestionAnalysis } from "./question-analysis.ts";
import { linesVerdict, statedPolarity } from "./rule-lines.ts";

/**
 * The permit rule that governs a project at an address: the authority's own amendment, else the
 * state's, else the model code's exemption: layers, most specific first (ADR 014).
 */
export type PermitRule = {
  layer: "local" | "state" | "model";
  /** "IRC 2021 R105.2 Building item 2", "CRC R105.2 item 1". */
  section: string;
  /** The exemption in plain words. */
  text: string;
  limits: Record<string, number>;
  /** Larger limits where a condition holds that the address does not tell (outside a UGA). */
  widerLimits: { where: string; limits: Record<string, number> } | null;
  /** The permit the rule is about ("building permit", "zoning permit"). */
  permitName: string;
  source: string;
  /** The model-code exemption, for its own wording (or null for an amendment). */
  exemption: Exemption | null;
};

/** A measured value against the rule's limit (`strict`: the value must be below it). */
export type Check = {
  value: number;
  limit: number;
  unit: "sq ft" | "ft" | "in" | "%" | "$";
  strict?: boolean;
};

/** Whether a project needs a permit, and why. */
export type PermitVerdict = {
  kind: "exempt" | "needed" | "depends";
  /** What the answer turns on when it depends ("its size", "whether it is attached"). */
  dependsOn: string | null;
  rule: PermitRule | null;
  /** The measurement that decided it, if one did. */
  check: Check | null;
  /** Attached to the house, which no exemption covers. */
  attached: boolean;
  /** The measurement was not given and a typical one was assumed (a 6 ft fence). */
  assumed?: boolean;
  type: ProjectType;
};

/** The exemptions that bear on a project type, the residential code's (IRC) first. */
export function exemptionsFor(kb: KnowledgeBase, type: ProjectType): Exemption[] {
  const named = new Set(
    type.whenNotNeeded.flatMap((when) => (when.exemption ? [when.exemption] : [])),
  );
  return kb.exemptions
    .filter((exemption) => exemption.projectTypes.includes(type.id) || named.has(exemption.id))
    .sort((a, b) => Number(a.code !== "IRC") - Number(b.code !== "IRC"));
}

/**
 * The rule of several that speaks most of what the question names: Honolulu's wall rule (30 in),
 * not its fence rule (6 ft), for "a 4 ft CMU wall". The first on file where none does.
 */
function closestAmendment<T extends { text: string }>(rules: T[], question: string): T | undefined {
  const asked = new Set(contentWords(question));
  const shared = (rule: T) =>
    new Set(contentWords(rule.text).filter((word) => asked.has(word))).size;
  return rules.reduce<T | undefined>(
    (best, rule) => (best === undefined || shared(rule) > shared(best) ? rule : best),
    undefined,
  );
}

/**
 * The most specific verified rule for a project at a place, or null when none exempts it; of a
 * place's several rules for the project, the one closest to the question.
 */
export function governingRule(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  type: ProjectType,
  question = "",
): PermitRule | null {
  const amendments = kb.amendments.filter(
    (amendment) =>
      amendment.verified &&
      amendment.state === jurisdiction.stateCode &&
      amendment.projectTypes.includes(type.id),
  );
  const local = closestAmendment(
    amendments.filter(
      (amendment) =>
        amendment.layer === "local" &&
        amendment.authority !== null &&
        jurisdiction.authority !== null &&
        coreName(amendment.authority) === coreName(jurisdiction.authority.name),
    ),
    question,
  );
  const chosen =
    local ??
    closestAmendment(
      amendments.filter((amendment) => amendment.layer === "state"),
      question,
    );
  if (chosen)
    return {
      layer: chosen.layer,
      section: chosen.section,
      text: chosen.text,
      limits: chosen.limits,
      widerLimits: chosen.widerLimits,
      permitName: chosen.permitName,
      source: chosen.source,
      exemption: null,
    };
  // The IRC's exemption with measurable limits, else any IRC exemption of the project.
  const irc = exemptionsFor(kb, type).filter((item) => item.code === "IRC");
  const exemption = irc.find((item) => Object.keys(item.limits).length > 0) ?? irc[0];
  if (!exemption) return null;
  return {
    layer: "model",
    section: `${exemption.code} ${exemption.edition} ${exemption.section}`,
    text: exemption.text,
    limits: exemption.limits,
    widerLimits: null,
    permitName: "building permit",
    source: exemption.source,
    exemption,
  };
}

const SAYS_EXEMPT =
  /\b(needs?|requires?) no (\w+ )?permits?\b|\bno (\w+ )?permits? (is |are )?(needed|required)\b/i;
const SAYS_NEEDED =
  /\b(needs?|requires?) (a|an) (\w+ )?permits?\b|\bpermits? (is|are) required\b|\brequires? (\w+ )?permits? for\b/i;
/** Words that make a statement conditional: it does not cover the whole kind of work. */
const CONDITIONAL =
  /\b(unless|if|only|except|when|where|outside|inside|over|under|larger|smaller|more than|less than|at least|up to|exceed\w*|above|below|however|may|might|generally|most|some)\b/i;

/** The keywords of a project type that the question uses ("door" of window or door replacement). */
function namedKeywords(type: ProjectType, analysis: QuestionAnalysis): string[] {
  return type.keywords.filter((keyword) =>
    new RegExp(`\\b${escapeRegExp(keyword)}`, "i").test(analysis.read),
  );
}

/** Whether a text speaks of a keyword's thing: its last word, singular ("front doors" → "door"). */
const mentions = (text: string, keyword: string) =>
  new RegExp(
    `\\b${escapeRegExp((keyword.split(" ").at(-1) ?? keyword).replace(/s$/, ""))}`,
    "i",
  ).test(text);

/**
 * A local fact that says plainly that every project of a kind needs, or needs no, permit, with no
 * condition, naming the work the question names ("In unincorporated Pima County replacing a door
 * needs no building permit" for "swap out my front door"): as a local rule, else null.
 */
function plainLocalRule(
  jurisdiction: Jurisdiction,
  type: ProjectType,
  analysis: QuestionAnalysis,
): PermitRule | null {
  const named = namedKeywords(type, analysis);
  const candidates = (jurisdiction.local?.facts ?? []).filter(
    (fact) =>
      fact.topic === "other" &&
      fact.projectTypes.includes(type.id) &&
      !CONDITIONAL.test(withoutRegardless(fact.text)) &&
      (SAYS_EXEMPT.test(withoutRegardless(fact.text)) ||
        SAYS_NEEDED.test(withoutRegardless(fact.text))) &&
      named.some((keyword) => mentions(fact.text, keyword)),
  );
  if (candidates.length !== 1 || !candidates[0]) return null;
  const fact = candidates[0];
  return {
    layer: "local",
    section: fact.section,
    text: fact.text,
    limits: SAYS_EXEMPT.test(withoutRegardless(fact.text)) ? { anySize: 1 } : {},
    widerLimits: null,
    permitName: fact.permitName,
    source: `local-${fact.id}`,
    exemption: null,
  };
}

/**
 * A limit of the rule: "floorAreaSqFt: 200" exempts up to and including 200 sq ft;
 * "floorAreaSqFtLessThan: 120" only below 120 ("sheds under 120 sq ft").
 */
function limitOf(limits: Record<string, number>, key: string) {
  const upTo = limits[key];
  if (upTo !== undefined) return { limit: upTo, strict: false };
  const below = limits[`${key}LessThan`];
  return below === undefined ? null : { limit: below, strict: true };
}

/** Whether a rule limits a measure at all (up to, or below). */
export function limits(rule: { limits: Record<string, number> }, key: string): boolean {
  return limitOf(rule.limits, key) !== null;
}

/** The rule's limits a question's measurements can be held against. */
function checksOf(rule: PermitRule, analysis: QuestionAnalysis): Check[] {
  const checks: Check[] = [];
  const { areaSqFt, heightFt } = analysis;
  const area = limitOf(rule.limits, "floorAreaSqFt");
  const grade = limitOf(rule.limits, "aboveGradeIn");
  const height = limitOf(rule.limits, "heightFt");
  if (area && areaSqFt !== null) checks.push({ value: areaSqFt, ...area, unit: "sq ft" });
  if (grade && heightFt !== null)
    checks.push({ value: Math.round(heightFt * 12), ...grade, unit: "in" });
  else if (height && heightFt !== null) checks.push({ value: heightFt, ...height, unit: "ft" });
  return checks;
}

/**
 * Whether a wider limit's condition holds for the work the question describes: "the fence is not
 * masonry" for a wood fence, "the fence is outside the front yard" for one in the back yard; null
 * when the question does not say (or the condition is about something it cannot say).
 */
function conditionHolds(where: string, analysis: QuestionAnalysis): boolean | null {
  const { masonry, frontYard } = analysis.setting;
  if (/\bmasonry\b/i.test(where) && masonry !== null)
    return /\bnot\b/i.test(where) ? !masonry : masonry;
  if (/\bfront yard\b/i.test(where) && frontYard !== null)
    return /\b(outside|not in|behind|side or rear)\b/i.test(where) ? !frontYard : frontYard;
  return null;
}

/** The measure a check held against a limit, to read the same measure from other limits. */
function measureOf(check: Check): string {
  return check.unit === "sq ft"
    ? "floorAreaSqFt"
    : check.unit === "in"
      ? "aboveGradeIn"
      : "heightFt";
}

const TYPICAL_FENCE_FT = 6;

/** A project type's summary that says the attached kind always needs a permit. */
const ATTACHED_NEEDS = /\ban attached [\w ]+? needs? a (building )?permit\b/i;

/** Exemptions for structures "not attached" (sheds, decks) do not cover attached ones. */
const FOR_DETACHED = /\b(detached|not attached)\b/i;

/**
 * The verdict for one project: a measurement within the governing rule's limit makes it exempt,
 * one over it needs a permit; attached to the house it is never a detached structure's
 * exemption; without measurements it depends on what the limit measures.
 */
export function permitVerdict(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  type: ProjectType,
  analysis: QuestionAnalysis,
): PermitVerdict {
  const governing = governingRule(kb, jurisdiction, type, analysis.read);
  // A place's plain word on the whole kind of work ("replacing a door needs no building permit")
  // outranks the model code, as an amendment would.
  // It outranks a local amendment too where that one speaks of other work of the kind (a
  // window rule, asked about a door).
  const plain = plainLocalRule(jurisdiction, type, analysis);
  const rule =
    plain &&
    (!governing ||
      governing.layer === "model" ||
      namedKeywords(type, analysis).every((keyword) => !mentions(governing.text, keyword)))
      ? plain
      : governing;
  const base = { rule, check: null, attached: false, type, dependsOn: null };
  // A place's line on the share or cost of the work ("no permit to replace less than 50% of a
  // fence") decides where the question gives that share or cost.
  const byLine =
    rule && rule.layer !== "model"
      ? linesVerdict(withoutRegardless(rule.text), statedPolarity(rule.text), analysis, ["%", "$"])
      : null;
  if (byLine?.says && byLine.decided) {
    const { line, value } = byLine.decided;
    const check: Check = {
      value,
      limit: line.value,
      unit: line.unit,
      // The check reads as "within the limit" below a line drawn from above.
      strict: line.above ? line.inclusive : !line.inclusive,
    };
    return { ...base, kind: byLine.says === "yes" ? "needed" : "exempt", check };
  }
  if (type.permit === "required") return { ...base, kind: "needed" };
  // "anySize": the rule exempts every such project (Minnesota's farm buildings).
  if (rule && rule.layer !== "model" && rule.limits.anySize) return { ...base, kind: "exempt" };
  // A local or state rule with no limits exempts nothing of the kind ("a permit for any shed").
  if (rule && rule.layer !== "model" && Object.keys(rule.limits).length === 0)
    return { ...base, kind: "needed" };
  if (!rule || Object.keys(rule.limits).length === 0) {
    // "An attached patio cover needs a building permit": the project's own word, for one the
    // question attaches to the house.
    if (!rule && analysis.attached === true && ATTACHED_NEEDS.test(type.summary))
      return { ...base, kind: "needed", attached: true };
    if (rule && type.permit === "rarely") return { ...base, kind: "exempt" };
    if (type.permit === "rarely") return { ...base, kind: "exempt", rule: null };
    if (type.permit === "usually") return { ...base, kind: "needed" };
    if (rule) return { ...base, kind: "exempt" };
    return { ...base, kind: "depends", dependsOn: "the scope of the work" };
  }
  if (analysis.attached === true && FOR_DETACHED.test(rule.text))
    return { ...base, kind: "needed", attached: true };
  const checks = checksOf(rule, analysis);
  const exceeds = (check: Check) =>
    check.strict ? check.value >= check.limit : check.value > check.limit;
  const over = checks.find(exceeds);
  // Over the rule's limit but within its wider one: it turns on the wider one's condition, which
  // the question may settle ("a wood fence", "in the back yard").
  const wider = rule.widerLimits;
  if (over && wider && !checksOf({ ...rule, limits: wider.limits }, analysis).some(exceeds)) {
    const holds = conditionHolds(wider.where, analysis);
    if (holds === true) {
      const widerLimit = limitOf(wider.limits, measureOf(over));
      return { ...base, kind: "exempt", check: { ...over, ...(widerLimit ?? {}) } };
    }
    if (holds === null)
      return { ...base, kind: "depends", check: over, dependsOn: `whether ${wider.where}` };
  }
  if (over) return { ...base, kind: "needed", check: over };
  // A fence whose height is not given is taken as a typical backyard fence, 6 ft or lower.
  const fence = type.id === "fence" ? limitOf(rule.limits, "heightFt") : null;
  if (checks.length === 0 && fence) {
    const typical: Check = { value: TYPICAL_FENCE_FT, ...fence, unit: "ft" };
    if (!exceeds(typical)) return { ...base, kind: "exempt", check: typical, assumed: true };
  }
  const [within] = checks;
  // Every limit the rule sets must be known within it; a deck's area alone leaves its height open.
  const measuredAll =
    within &&
    (!limits(rule, "floorAreaSqFt") || analysis.areaSqFt !== null) &&
    (!limits(rule, "heightFt") && !limits(rule, "aboveGradeIn")
      ? true
      : analysis.heightFt !== null);
  if (within && (measuredAll || type.id !== "deck"))
    return { ...base, kind: "exempt", check: within };
  return {
    ...base,
    kind: "depends",
    check: within ?? null,
    dependsOn:
      limits(rule, "floorAreaSqFt") && analysis.areaSqFt === null ? "its size" : "its height",
  };
}
