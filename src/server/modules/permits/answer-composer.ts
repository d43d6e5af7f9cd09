import { the } from "#shared/authority-names.ts";
import { type AdoptedCode, adoptedCodes } from "./adopted-codes.ts";
import { PHRASES } from "./answer-phrases.ts";
import { estimatePermitFee } from "./calculators/fee-estimate.ts";
import { estimateTimeline } from "./calculators/timeline-estimate.ts";
import { Citations } from "./citations.ts";
import {
  closestFacts,
  type FactIndex,
  factIndex,
  factPolarity,
  narrowExemptionCovers,
  withoutRegardless,
} from "./closest-facts.ts";
import { type Authority, coreName, type Jurisdiction, sameAuthority } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { LocalFact, ProjectType } from "./knowledge-schema.ts";
import { markdownText } from "./markdown-text.ts";
import { conditionalPolarity, ruleAnswers } from "./rule-answers.ts";
import {
  flip,
  lineCrossed,
  statedPolarity,
  linesVerdict,
  type RuleLine,
  ruleLines,
} from "./rule-lines.ts";
import { ownerBuilderRuling } from "./owner-builder.ts";
import { type Check, type PermitVerdict, permitVerdict } from "./permit-verdict.ts";
import { askingSentences, type QuestionAnalysis, type Topic } from "./question-analysis.ts";
import type { Language } from "./question-language.ts";

/**
 * The headline's answer to the question as asked: yes or no (to "do I need…", or to "can I…
 * without a permit"), depends, a fact (info), a fact we do not have (unknown), or why there is
 * no answer (outside the US, an address we cannot place, a question not about building).
 */
export type HeadlineAnswer =
  "yes" | "no" | "depends" | "info" | "unknown" | "outside-us" | "invalid-address" | "off-topic";

export type ComposedAnswer = {
  /** The whole answer: the body, then the numbered sources. */
  markdown: string;
  body: string;
  /** "**Sources**" and the numbered list, or "" when nothing is cited. */
  sourcesMarkdown: string;
  sourceIds: string[];
  headline: HeadlineAnswer;
  language: Language;
};

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const range = (low: number, high: number, format: (value: number) => string) =>
  low === high ? format(low) : `${format(low)}–${format(high)}`;
const lowerFirst = (text: string) => {
  const trimmed = text.trim().replace(/\.?$/, ".");
  // A name keeps its capital: "Pennsylvania's code", "New Jersey", "IRC".
  if (/^[A-Z][\w.-]*['’]s\b|^[A-Z][\w.-]* [A-Z]|^[A-Z]{2,}\b/.test(trimmed)) return trimmed;
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
};
const number = (value: number) => String(Math.round(value * 10) / 10);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Builds one answer; sections are added only for the topics the question asks about. */
class AnswerWriter {
  readonly cite: Citations;
  readonly #parts: string[] = [];

  constructor(kb: KnowledgeBase) {
    this.cite = new Citations(kb);
  }

  paragraph(text: string) {
    this.#parts.push(text);
  }

  /** Whether the answer so far cites this source. */
  cites(id: string): boolean {
    return this.cite.has(id);
  }

  /** Whether the answer so far states this sentence (without its final stop). */
  says(text: string): boolean {
    const sentence = text.trim().replace(/\.$/, "");
    return this.#parts.some((part) => part.includes(sentence));
  }

  /** Whether the answer so far cites any source whose id starts so ("local-"). */
  citesAny(prefix: string): boolean {
    return this.cite.sources.some((source) => source.id.startsWith(prefix));
  }

  section(title: string, lines: string[]) {
    if (lines.length === 0) return;
    this.#parts.push(`### ${title}\n\n${lines.map((line) => `- ${line}`).join("\n")}`);
  }

  finish(headline: HeadlineAnswer, language: Language): ComposedAnswer {
    const sourcesMarkdown = this.cite.toMarkdown();
    const joined = this.#parts.join("\n\n");
    // Spanish contracts "de el" and "a el" ("del código", "al condado") wherever parts meet.
    const body =
      language === "es" ? joined.replace(/\bde el\b/g, "del").replace(/\ba el\b/g, "al") : joined;
    return {
      markdown: sourcesMarkdown ? `${body}\n\n${sourcesMarkdown}` : body,
      body,
      sourcesMarkdown,
      sourceIds: this.cite.sources.map((source) => source.id),
      headline,
      language,
    };
  }
}

type Context = {
  kb: KnowledgeBase;
  jurisdiction: Jurisdiction;
  analysis: QuestionAnalysis;
  writer: AnswerWriter;
  es: boolean;
  /** The address as the user gave it, escaped. */
  where: string;
  /** Who issues permits, for sentences: "the City of Moore", "Prince George's County". */
  authorityName: string;
  /** The place's and its state's facts by how close the question is to each, once per answer. */
  ranked: { fact: LocalFact; score: number }[];
};

type FactTopic = LocalFact["topic"];

/**
 * The local layer's facts on a topic for this address, the authority's before the state's, for
 * the projects asked about (a fact for no project in particular always applies).
 */
function localFacts(context: Context, topic: FactTopic, types: ProjectType[] = []): LocalFact[] {
  const { jurisdiction } = context;
  const ids = new Set(types.map((type) => type.id));
  const about = (fact: LocalFact) => fact.projectTypes.some((id) => ids.has(id));
  // The place's facts before the state's; within each, those about the project first.
  return [jurisdiction.local, jurisdiction.stateLocal].flatMap((entry) => {
    const facts = (entry?.facts ?? []).filter(
      (fact) =>
        fact.topic === topic &&
        (fact.projectTypes.length === 0 || types.length === 0 || about(fact)),
    );
    return [...facts.filter(about), ...facts.filter((fact) => !about(fact))];
  });
}

/**
 * What to tell someone asking who issues permits, beyond the authority: the local contact facts,
 * then other local rules about the project (a zoning certificate first), without repeating the
 * sentence the jurisdiction was decided on.
 */
function contactFacts(context: Context): LocalFact[] {
  const { jurisdiction, analysis } = context;
  const facts = [
    ...localFacts(context, "contact"),
    ...localFacts(context, "documents", analysis.projectTypes),
    ...localFacts(context, "other", analysis.projectTypes),
  ].filter(
    (fact) =>
      !jurisdiction.basis.includes(markdownText(fact.text.trim().replace(/\.$/, ""))) &&
      // Who values property for tax is not who to ask about a permit, unless tax is asked.
      (!WHO_KNOWS_WORDS.assessor?.test(fact.text) || /\btax/i.test(analysis.read)),
  );
  // "Do I need anyone else's sign-off?": the other approvals on file (landmarks, zoning) first.
  const approvals =
    /\b(anyone else|sign[- ]?offs?|approvals?|other (permits|agencies|offices|departments))\b/i;
  const isApproval = (fact: LocalFact) =>
    /\b(approv\w*|landmarks?|historic|zoning|certificate of appropriateness)\b/i.test(fact.text);
  const relevant = byRelevance(facts, analysis.read);
  const ordered = approvals.test(analysis.read)
    ? [...relevant.filter(isApproval), ...relevant.filter((fact) => !isApproval(fact))]
    : relevant;
  return ordered.slice(0, 2);
}

/** "Is there a dollar limit for small repairs without a permit?": a cost threshold asked for. */
function asksCostLimit(read: string): boolean {
  return (
    /\b(dollar|cost|value|valuation|spend|worth|price)\b|\$/i.test(read) &&
    /\b(limit|threshold|cap|under|less than|up to|how much|maximum|max)\b/i.test(read)
  );
}

/**
 * The place's rules that exempt work up to a cost ("repairs of $6,000 or less") as the headline,
 * or that we have none on file.
 */
function costLimitHeadline(context: Context): HeadlineAnswer {
  const facts = [...localFacts(context, "exemption"), ...localFacts(context, "other")].filter(
    (fact) => /\$\s?\d/.test(fact.text) && /\b(no|without a|exempt)\b/i.test(fact.text),
  );
  const [first, ...rest] = facts;
  if (!first) {
    context.writer.paragraph(
      context.es
        ? `**No tenemos en archivo un límite en dólares para ${context.authorityName}.** El código modelo (IRC R105.2) exime obras por su tipo, no por su costo; la oficina de permisos de ${context.authorityName} puede decirle si fija uno.`
        : `**We have no dollar threshold on file for ${context.authorityName}.** The model code (IRC R105.2) exempts work by its kind, not its cost; ${context.authorityName}'s permit office can tell you whether it sets one.`,
    );
    return "unknown";
  }
  leadFacts(context, [first, ...rest].slice(0, 2));
  return "info";
}

/** A local fact as a sentence with its citation. */
function factLine(context: Context, fact: LocalFact): string {
  return `${fact.text.trim().replace(/\.?$/, ".")} ${context.writer.cite.cite(`local-${fact.id}`)}`;
}

/** Words too common to tell one fact from another. */
const COMMON_WORDS = new Set(
  "this that with from have will what when where which would could should does about there their them they your permit permits building need needs work house home city county town".split(
    " ",
  ),
);

/**
 * The facts in order of how many of the question's words they share (ties keep their order):
 * "how many sets of plans" finds the fact about plan sets before the one about the portal.
 */
function byRelevance(facts: LocalFact[], read: string): LocalFact[] {
  const words = new Set(
    read
      .toLowerCase()
      .split(/[^a-z0-9$]+/)
      .filter((word) => word.length >= 4 && !COMMON_WORDS.has(word))
      .map((word) => word.replace(/(es|s)$/, "")),
  );
  const score = (fact: LocalFact) =>
    fact.text
      .toLowerCase()
      .split(/[^a-z0-9$]+/)
      .filter((word) => words.has(word.replace(/(es|s)$/, ""))).length;
  return facts
    .map((fact, index) => ({ fact, index, score: score(fact) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ fact }) => fact);
}

/** The local facts of a topic as the headline, or false when there are none. */
function localHeadline(context: Context, topic: FactTopic, types: ProjectType[] = []): boolean {
  const read = context.analysis.read;
  const all = localFacts(context, topic, types);
  // A place's own code adoption replaces the state's floor (Austin's 2024 IRC over Texas's 2012
  // IRC), so it leads however the question is worded; other topics lead with the closest fact.
  const placeFirst = topic === "code" ? (context.jurisdiction.local?.facts ?? []) : [];
  const own = all.filter((fact) => placeFirst.includes(fact));
  const facts = [
    ...byRelevance(own, read),
    ...byRelevance(
      all.filter((fact) => !own.includes(fact)),
      read,
    ),
  ].slice(0, 2);
  if (facts.length === 0) return false;
  leadFacts(context, facts);
  return true;
}

/** A headline of facts: the first in bold (with its citation after), the rest plain; `lead` opens it. */
function leadFacts(context: Context, facts: LocalFact[], lead = ""): void {
  const [first, ...rest] = facts;
  if (!first) return;
  context.writer.paragraph(
    [
      `**${lead}${factLine(context, first).replace(/ (\[\d+\])$/, "** $1")}`,
      ...rest.map((fact) => factLine(context, fact)),
    ].join(" "),
  );
}

/** One index of the words of every local fact, per knowledge base. */
const FACT_INDEXES = new WeakMap<KnowledgeBase, FactIndex>();

function factIndexOf(kb: KnowledgeBase): FactIndex {
  let index = FACT_INDEXES.get(kb);
  if (!index) {
    index = factIndex(kb.local.flatMap((entry) => entry.facts));
    FACT_INDEXES.set(kb, index);
  }
  return index;
}

/** The place's and its state's facts by how close the question is to each, with the score. */
function rankedOnFile(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  analysis: QuestionAnalysis,
): { fact: LocalFact; score: number }[] {
  const facts = [jurisdiction.local, jurisdiction.stateLocal].flatMap(
    (entry) => entry?.facts ?? [],
  );
  // The place's own names tell no fact of it from another.
  const names = [
    jurisdiction.city,
    jurisdiction.county,
    jurisdiction.state?.name,
    jurisdiction.authority?.name,
  ].join(" ");
  return closestFacts(factIndexOf(kb), facts, analysis.read, names);
}

/**
 * A score of shared telling words below which a fact is not taken to be what the question is
 * about (one rare word in common, such as "portal" or "notarized", scores about 2.5).
 */
const CLOSE_ENOUGH = 1.9;
/** A score at which a question without building words is still about the rule it matches. */
const ON_TOPIC = 6;

/**
 * The place's and its state's facts that the question is plainly about, best first: the best,
 * and a second only when it is nearly as close.
 */
function closestOnFile(context: Context): LocalFact[] {
  const [best, next] = context.ranked;
  if (!best || best.score < CLOSE_ENOUGH) return [];
  return next && next.score >= 0.75 * best.score ? [best.fact, next.fact] : [best.fact];
}

/**
 * A yes or no from the place's rule the question is closest to, where that rule says plainly
 * that something is required or is not ("a recorded Notice of Commencement is required"): the
 * answer leads with it. Null where no such rule is on file (about the project, when one is
 * named), so the caller answers as before.
 */
function closestRuleHeadline(context: Context, type?: ProjectType): HeadlineAnswer | null {
  const { analysis, es } = context;
  if (analysis.asksInfo) return null;
  const closest = closestOnFile(context);
  const [best] = closest;
  if (!best || (type && !best.projectTypes.includes(type.id))) return null;
  const said =
    factPolarity(best.text) ??
    (narrowExemptionCovers(best.text, analysis.read) ? "no" : null) ??
    conditionalPolarity(best.text, analysis.read);
  // A rule with lines ("over $5,000", "150 sq ft or larger") holds only past them: the job decides.
  const byLines = linesVerdict(withoutRegardless(best.text), said, analysis);
  if (!said && !byLines.says) return null;
  const says = byLines.lines ? byLines.says : said;
  if (!says) {
    leadFacts(context, closest, `${es ? "Depende" : "It depends"} ${unmeasured(best.text, es)} — `);
    return "depends";
  }
  const without =
    analysis.form === "without-permit" ||
    /\bwithout (a |an |any )?(\w+ )?permits?\b/i.test(analysis.read);
  const answer = without ? flip(says) : says;
  const byCost = byLines.decided ? `${lineText(byLines.decided, es)}: ` : "";
  leadFacts(context, closest, `${opener(answer, es)} — ${byCost}`);
  return answer;
}

/** What a rule's lines turn on that the question did not give: "on the cost of the work". */
function unmeasured(text: string, es: boolean): string {
  const units = new Set(ruleLines(text).map((line) => line.unit));
  if (units.has("$")) return es ? "del costo de la obra" : "on the cost of the work";
  if (units.has("sq ft")) return es ? "de su tamaño" : "on its size";
  return es ? "de qué parte se rehace" : "on how much of it the work redoes";
}

const UNIT_ES: Record<string, string> = { "sq ft": "pies cuadrados", ft: "pies", in: "pulgadas" };

/** "$4,000", "33%", "6 ft", "120 pies cuadrados". */
const measured = (value: number, unit: Check["unit"], es = false) =>
  unit === "$"
    ? dollars(value)
    : unit === "%"
      ? `${number(value)}%`
      : `${number(value)} ${es ? (UNIT_ES[unit] ?? unit) : unit}`;

/** "at $12,000 the work is over the rule's $5,000 line". */
function lineText({ line, value }: { line: RuleLine; value: number }, es: boolean): string {
  const side = lineCrossed(line, value) ? (line.above ? 0 : 1) : line.above ? 2 : 3;
  const words = es
    ? ["supera", "queda bajo", "no supera", "no queda bajo"]
    : ["over", "under", "not over", "not under"];
  return es
    ? `con ${measured(value, line.unit)}, la obra ${words[side]} el límite de ${measured(line.value, line.unit)} de la norma`
    : `at ${measured(value, line.unit)} the work is ${words[side]} the rule's ${measured(line.value, line.unit)} line`;
}

/**
 * A plain yes-or-no question ("Can I apply online?", "Did the county raise its fees?") that the
 * place's closest rule answers by stating or denying it: the answer leads with that rule. Null
 * where the rule does not answer it plainly.
 */
function statedByRuleHeadline(context: Context): HeadlineAnswer | null {
  const { analysis, es } = context;
  const closest = closestOnFile(context);
  const [best] = closest;
  const [asking] = askingSentences(analysis.read);
  if (analysis.asksInfo || !best || !asking) return null;
  const answer = ruleAnswers(best.text, asking, analysis.read);
  if (!answer) return null;
  leadFacts(context, closest, `${opener(answer, es)} — `);
  return answer;
}

/**
 * A question about something the work needs besides its permit: a letter, a survey, another
 * office. Not "approval" alone: "do I need approval for a 4 ft fence?" asks about the fence's own.
 */
const BESIDES_PERMIT =
  /\b(letters?|affidavits?|survey|site plan|stamp(ed)?|seal(ed)?|engineered|architect|notice of commencement|anything (else )?(i|we) (need|have to)|anyone|anybody|besides|in addition to|before (the|i|we|applying))\b/i;

/**
 * "Do we need a separate zoning approval letter?", "Is there anything I need before the building
 * permit?": a question about what the work needs besides its permit, which the place's closest
 * rule answers (it states a requirement: yes). Null where it does not.
 */
function besidesPermitHeadline(context: Context): HeadlineAnswer | null {
  const { analysis, es } = context;
  const [asking] = askingSentences(analysis.read);
  if (!asking || analysis.asksInfo || !BESIDES_PERMIT.test(asking)) return null;
  const closest = closestOnFile(context);
  const [best] = closest;
  if (!best) return null;
  // A rule with lines ("a Notice of Commencement over $5,000") is held against the job first.
  const byRule = closestRuleHeadline(context);
  if (byRule) return byRule;
  const answer =
    ruleAnswers(best.text, asking, analysis.read) ??
    (statedPolarity(withoutRegardless(best.text)) === "yes" ? "yes" : null);
  if (!answer) return null;
  leadFacts(context, closest, `${opener(answer, es)} — `);
  return answer;
}

function codeLine(code: AdoptedCode): string {
  const name = code.name ?? `${code.model}${code.edition ? ` ${code.edition}` : ""}`;
  const model = code.name && code.edition ? ` (based on the ${code.edition} ${code.model})` : "";
  return `${name}${model}${code.effective ? `, in effect since ${code.effective}` : ""}`;
}

function authorityText(authority: Authority | null, fallback: string): string {
  return authority && authority.kind !== "none" ? the(authority.name) : fallback;
}

/** "Who issues permits here": the authority, how it was decided, and any other candidate. */
/**
 * Why this authority, in Spanish: the reason sentences come in English from the jurisdiction, so
 * a Spanish answer says it from the authority's kind instead.
 */
function basisInSpanish(jurisdiction: Jurisdiction): string {
  const { authority, status, city, county } = jurisdiction;
  if (status === "ambiguous" || !authority)
    return "Depende de dónde esté exactamente la dirección.";
  if (authority.kind === "none")
    return `Fuera de los límites de una ciudad${county ? ` en ${county}` : ""} no se emiten permisos de construcción para viviendas.`;
  if (["city", "town", "village", "borough", "township"].includes(authority.kind))
    return `${city ?? "Este lugar"} tiene gobierno municipal propio: ${the(authority.name)} emite los permisos de construcción dentro de sus límites.`;
  if (authority.kind === "consolidated")
    return `${the(authority.name)} es un solo gobierno para la ciudad y el condado, y emite los permisos de construcción.`;
  return `${the(authority.name)} emite los permisos de construcción para esta dirección.`;
}

function authorityParagraph(context: Context): string {
  const { jurisdiction, es } = context;
  const phrases = es ? PHRASES.es : PHRASES.en;
  const { authority, alternatives } = jurisdiction;
  const basis = es ? basisInSpanish(jurisdiction) : jurisdiction.basis;
  if (jurisdiction.status === "unplaced")
    return es
      ? `**${phrases.whoIssues}:** depende de la dirección: indíquela para saber qué ciudad o condado emite los permisos.`
      : `**${phrases.whoIssues}:** that depends on the address: give it and I can name the city or county that issues them.`;
  const others = alternatives.map((other) => the(other.name));
  if (jurisdiction.status === "ambiguous" || !authority) {
    const list = [authority ? the(authority.name) : null, ...others].filter(Boolean);
    return `**${phrases.whoIssues}:** ${phrases.unsure}. ${basis}${list.length > 1 ? ` ${phrases.candidates}: ${list.join(es ? " o " : " or ")}.` : ""}${stateRuleNote(context)}`;
  }
  if (authority.kind === "none")
    return `**${phrases.whoIssues}:** ${es ? "nadie emite permisos de construcción para viviendas aquí." : "no one issues building permits for houses here."} ${basis}${stateRuleNote(context)}`;
  const outside =
    others.length > 0 && ["city", "town", "village", "borough"].includes(authority.kind)
      ? ` ${phrases.outsideLimits(others.join(es ? " o " : " or "))}`
      : "";
  return `**${phrases.whoIssues}:** ${the(authority.name)}. ${basis}${outside}${stateRuleNote(context)}`;
}

/** The state's own word on who issues permits, where it is not simply the city or county. */
function stateRuleNote({ jurisdiction, writer, es }: Context): string {
  const rule = jurisdiction.stateRule;
  // The state's note is English prose: a Spanish answer cites it without quoting it.
  if (es && rule?.verified && rule.sources[0] && jurisdiction.status === "ambiguous")
    return ` Vea la regla del estado ${writer.cite.cite(rule.sources[0].source)}.`;
  if (es) return "";
  if (!rule?.verified || !rule.note || !rule.sources[0]) return "";
  const kind = jurisdiction.authority?.kind;
  if (kind === "consolidated" || kind === "district") return "";
  const municipal = ["city", "town", "village", "borough", "township"].includes(kind ?? "");
  const unclear = municipal
    ? rule.municipalities === "varies" || (kind === "township" && rule.subdivisions === "varies")
    : rule.unincorporated !== "county";
  if (!unclear && jurisdiction.status !== "ambiguous") return "";
  return ` ${rule.note} ${writer.cite.cite(rule.sources[0].source)}`;
}

/** Whose rule a verdict rests on, named as that layer's ("California's code (CRC R105.2 item 1)"). */
function layerName(context: Context, verdict: PermitVerdict): string {
  const { jurisdiction, es } = context;
  const rule = verdict.rule;
  if (!rule) return es ? "el código modelo" : "the model code";
  if (rule.layer === "local")
    return es
      ? `la norma local de ${context.authorityName.replace(/^the /, "")} (${rule.section})`
      : `${context.authorityName}'s rule (${rule.section})`;
  if (rule.layer === "state")
    return es
      ? `el código de ${jurisdiction.state?.name} (${rule.section})`
      : `${jurisdiction.state?.name}'s code (${rule.section})`;
  const state = jurisdiction.state;
  const statewide = state?.residential && state.applies !== "local";
  if (statewide)
    return es
      ? `el código residencial de ${state.name} (${rule.section}, que ${state.name} adopta)`
      : `${state.name}'s residential code (${rule.section}, as ${state.name} adopts it)`;
  return es
    ? `el código modelo que adoptan la mayoría de los lugares (${rule.section})`
    : `the model code most places adopt (${rule.section})`;
}

/** One sentence for a project's verdict, without its yes or no. */
function verdictReason(context: Context, verdict: PermitVerdict): string {
  const { es } = context;
  const layer = layerName(context, verdict);
  const { check, rule, type } = verdict;
  const permitName = rule?.permitName ?? "building permit";
  if (verdict.kind === "needed") {
    if (verdict.attached)
      return es
        ? `unido a la casa, no lo cubre la exención de ${layer}, que es solo para estructuras independientes; necesita permiso de construcción.`
        : `attached to the house, it is not covered by ${layer}, which exempts only detached structures, so it needs a building permit.`;
    if (rule && rule.layer !== "model" && Object.keys(rule.limits).length === 0)
      return es
        ? `según ${layer}, se necesita permiso sin importar el tamaño: ${rule.text}`
        : `under ${layer}, it needs a ${permitName} whatever its size: ${lowerFirst(rule.text)}`;
    if (check)
      return es
        ? `con ${measured(check.value, check.unit, es)} supera el límite de ${measured(check.limit, check.unit, es)} de ${layer}, así que necesita permiso (la regla: ${lowerFirst(rule?.text ?? "").replace(/\.$/, "")}).`
        : `at ${measured(check.value, check.unit)} it is over the ${measured(check.limit, check.unit)} limit of ${layer}, so it needs a ${permitName} (the rule: ${lowerFirst(rule?.text ?? "").replace(/\.$/, "")}).`;
    return es ? `${type.name}: por lo general necesita permiso. ${type.summary}` : type.summary;
  }
  if (verdict.kind === "exempt") {
    if (check && rule && verdict.assumed)
      return es
        ? `una cerca común de hasta ${check.value} pies está dentro del límite de ${check.limit} pies de ${layer}; más alta necesita permiso.`
        : `a typical fence up to ${check.value} ft high is within the ${check.limit} ft limit of ${layer}; a taller one needs a ${permitName}.`;
    if (check && rule)
      return es
        ? `con ${measured(check.value, check.unit, es)} está dentro del límite de ${measured(check.limit, check.unit, es)} de ${layer}, que lo exime de permiso.`
        : `at ${measured(check.value, check.unit)} it is within the ${measured(check.limit, check.unit)} limit of ${layer}, which exempts it from a ${permitName}: ${lowerFirst(rule.text)}`;
    if (rule?.limits.anySize)
      return es
        ? `${layer} lo exime de permiso: ${rule.text}`
        : `${layer} exempts it: ${lowerFirst(rule.text)}`;
    if (rule && type.permit !== "rarely")
      return es ? `${layer} lo exime de permiso.` : `${layer} exempts it: ${lowerFirst(rule.text)}`;
    return type.summary;
  }
  if (rule?.widerLimits && check)
    return es
      ? `con ${measured(check.value, check.unit, es)} supera el límite de ${measured(check.limit, check.unit, es)} de ${layer}, pero no el mayor que rige en otras zonas: ${rule.text}`
      : `at ${measured(check.value, check.unit)} it is over the ${measured(check.limit, check.unit)} limit of ${layer} but within the larger one that applies where ${rule.widerLimits.where}: ${lowerFirst(rule.text)}`;
  if (rule)
    return es
      ? `${layer} lo exime solo si cumple sus límites.`
      : `${layer} exempts it only when ${lowerFirst(rule.text)}`;
  return type.summary;
}

/** Yes, no or depends, for a verdict, to the question as asked ("without a permit?" flips it). */
function polarity(verdict: PermitVerdict, withoutPermit: boolean): "yes" | "no" | "depends" {
  if (verdict.kind === "depends") return "depends";
  const needed = verdict.kind === "needed";
  return needed !== withoutPermit ? "yes" : "no";
}

function opener(answer: "yes" | "no" | "depends", es: boolean, dependsOn?: string | null): string {
  const phrases = es ? PHRASES.es : PHRASES.en;
  if (answer === "depends" && dependsOn)
    return es
      ? `Depende de ${dependsOn === "its size" ? "su tamaño" : dependsOn === "its height" ? "su altura" : dependsOn.startsWith("whether ") ? "las condiciones de la obra (vea abajo)" : dependsOn === "its population" ? "su población" : "la obra"}`
      : `It depends on ${dependsOn}`;
  return answer === "yes" ? phrases.yes : answer === "no" ? phrases.no : phrases.depends;
}

/** The local caveat: which layer the answer rests on, and who may be stricter. */
function localCaveat(context: Context, verdicts: PermitVerdict[]): string {
  const { es, jurisdiction } = context;
  if (verdicts.every((verdict) => verdict.rule?.layer === "local")) return "";
  if (!jurisdiction.authority || jurisdiction.authority.kind === "none") return "";
  // The place's other rules about the project (conditions, documents) are listed below.
  const others = verdicts.some((verdict) =>
    (jurisdiction.local?.facts ?? []).some((fact) => fact.projectTypes.includes(verdict.type.id)),
  );
  if (others)
    return es
      ? ` Las reglas de ${context.authorityName.replace(/^the /, "")} sobre el proyecto que tenemos en archivo están abajo: confírmelo con su oficina de permisos antes de construir.`
      : ` ${upperFirst(context.authorityName)}'s rules on file about this project are listed below: confirm with its permit office before you build.`;
  return es
    ? ` No tenemos reglas locales de ${context.authorityName.replace(/^the /, "")} en archivo y pueden ser más estrictas: confírmelo con la oficina de permisos antes de construir.`
    : ` We have no local amendment on file for ${context.authorityName}, which may be stricter: confirm with its permit office before you build.`;
}

/** "Any permit at all?", "do I need any approval?": a permit of any kind, not the building permit. */
const ANY_PERMIT =
  /\b(any|no) (kind of |other )?(permits?|approvals?)\b[^?]*\bat all\b|\bany (kind of |other )?(permits?|approvals?)\b|\b(need|needs|require|requires) (any |city )?approvals?\b/i;
/** "… needs no building permit, but it does need an occupancy permit from the Zoning Department". */
const ANOTHER_PERMIT =
  /\bbut (it |they )?(does |do |still )?(needs?|requires?) (an? |the )?([\w-]+ ){0,3}(permit|approval)\b/i;

/** The headline for "do I need a permit?" and "can I … without one?", one line per project. */
function verdictHeadline(context: Context, types: ProjectType[]): HeadlineAnswer {
  const { kb, jurisdiction, analysis, writer, es } = context;
  const withoutPermit = analysis.form === "without-permit";
  const verdicts = types.map((type) => permitVerdict(kb, jurisdiction, type, analysis));
  const cited = (verdict: PermitVerdict) =>
    writer.cite.cite(...(verdict.rule ? [verdict.rule.source] : verdict.type.sources.slice(0, 1)));
  const answers = verdicts.map((verdict) => polarity(verdict, withoutPermit));
  const [first] = answers;
  // "Do I need permits for either?" is yes when any one needs a permit; "can I do both without
  // one?" is no when any one needs it.
  const anyNeeded = verdicts.some((verdict) => verdict.kind === "needed");
  const same =
    answers.every((answer) => answer === first) && first
      ? first
      : anyNeeded
        ? withoutPermit
          ? "no"
          : "yes"
        : "depends";
  // "Which of these needs a permit?" is answered project by project, not with one yes or no.
  const overall: HeadlineAnswer = analysis.asksWhich && verdicts.length > 1 ? "info" : same;
  if (jurisdiction.authority?.kind === "none" && jurisdiction.status === "ambiguous") {
    // No one issues them outside city limits here, and we cannot tell whether the address is.
    writer.paragraph(
      es
        ? `**Depende de si la dirección está dentro de una ciudad** — fuera de los límites de la ciudad aquí no se emiten permisos de construcción para viviendas; dentro de una ciudad, la ciudad los emite (vea abajo).`
        : `**It depends on whether the address is inside a city** — outside city limits here no building permit is issued for houses; inside a city, the city issues them (see below).`,
    );
    return "depends";
  }
  if (jurisdiction.authority?.kind === "none" && jurisdiction.status === "resolved") {
    // No building permit, but the county's own permit for this work (a Texas county's
    // development permit) answers "do we need anything from the county?".
    const countyPermit = otherPermitFor(context, types);
    if (countyPermit && !/\bbuilding permits?\b/i.test(analysis.read)) {
      // "a structure of 100 sq ft or more needs a county permit": an 8x10 shed needs none.
      const byLines = linesVerdict(countyPermit.text, "yes", analysis, ["sq ft", "$"]);
      const needs = byLines.says ?? "yes";
      const needed = withoutPermit ? flip(needs) : needs;
      const byLine = byLines.decided ? `${lineText(byLines.decided, es)}: ` : "";
      writer.paragraph(
        `**${opener(needed, es)}** — ${byLine}${factLine(context, countyPermit)} ${es ? "No se emite permiso de construcción." : "No building permit is issued here."}`,
      );
      return needed;
    }
    const answer = withoutPermit ? "yes" : "no";
    writer.paragraph(
      `**${opener(answer, es)}** — ${es ? "aquí no se emiten permisos de construcción para viviendas (vea abajo)." : "no building permit is issued for houses here (see below)."} ${es ? "Aun así pueden aplicar otros permisos (zonificación, inundación, fosa séptica, accesos, electricidad o plomería estatal) y las restricciones de la escritura o de la asociación." : "Other permits may still apply (zoning, floodplain, septic, driveway, state electrical or plumbing), and so do deed restrictions and HOA rules."}`,
    );
    return answer;
  }
  if (verdicts.length === 1 && verdicts[0]) {
    const verdict = verdicts[0];
    // Mending part of it: the place's own rule on repairs, where it has one, decides.
    const mended = repairRuleHeadline(context, verdict.type);
    if (mended) return mended;
    // Where only the model code decides, the place's own rule about this project, when it says
    // plainly whether the work needs a permit, decides instead.
    const local =
      !verdict.rule || verdict.rule.layer === "model"
        ? closestRuleHeadline(context, verdict.type)
        : null;
    if (local) return local;
    const repair = ordinaryRepairHeadline(context, verdicts);
    if (repair) return repair;
    // "Without any permit at all?": exempt from the building permit, but the rule names another.
    if (
      verdict.kind === "exempt" &&
      verdict.rule &&
      ANY_PERMIT.test(analysis.read) &&
      ANOTHER_PERMIT.test(verdict.rule.text)
    ) {
      const answer = withoutPermit ? "no" : "yes";
      writer.paragraph(
        `**${opener(answer, es)}** — ${es ? "no necesita permiso de construcción, pero sí otro" : "it needs no building permit, but it does need another"}: ${lowerFirst(verdict.rule.text)} ${cited(verdict)}`,
      );
      return answer;
    }
    writer.paragraph(
      `**${opener(same, es, verdict.dependsOn)}** — ${verdictReason(context, verdict)} ${cited(verdict)}${localCaveat(context, verdicts)}`.replace(
        / +/g,
        " ",
      ),
    );
    return same;
  }
  const lines = verdicts.map(
    (verdict, index) =>
      `**${verdict.type.name}:** ${opener(answers[index] ?? "depends", es, verdict.dependsOn)} — ${verdictReason(context, verdict)} ${cited(verdict)}`,
  );
  const lead =
    overall === "info"
      ? es
        ? "Proyecto por proyecto:"
        : "Project by project:"
      : `${opener(same, es)} — ${es ? "depende del proyecto:" : overall === "depends" ? "it differs by project:" : "for each project:"}`;
  writer.paragraph(`**${lead}**\n\n${lines.map((line) => `- ${line}`).join("\n")}`);
  const caveat = localCaveat(context, verdicts).trim();
  if (caveat) writer.paragraph(caveat);
  return overall;
}

/** A rule about mending, not building: repairs and maintenance first, then replacing part. */
const MENDING = /\b(repair\w*|maintenance|fix\w*|mend\w*|patch\w*)\b/i;
const REPLACING = /\breplac\w*\b/i;

/**
 * Mending part of something that exists ("a few boards and one post", "some deck boards, about
 * $350") where the place has a rule about such repairs ("only repairing an existing fence is
 * general maintenance and needs no permit", "replacing deck boards needs no permit if it costs
 * under $500"): that rule answers. Null where it has none, or it does not say.
 */
function repairRuleHeadline(context: Context, type: ProjectType): HeadlineAnswer | null {
  const { analysis, es } = context;
  if (!analysis.repairsPart) return null;
  const rules = [
    ...localFacts(context, "other", [type]),
    ...localFacts(context, "exemption", [type]),
  ].filter((fact) => fact.projectTypes.includes(type.id));
  const ranked = byRelevance(rules, analysis.read);
  const rule =
    ranked.find((fact) => MENDING.test(fact.text)) ??
    ranked.find((fact) => REPLACING.test(fact.text));
  if (!rule) return null;
  const text = withoutRegardless(rule.text);
  // "Only repairing … needs no permit" is narrow, and a repair is that narrow case.
  const said = statedPolarity(text.replace(/\bonly\b/gi, " "));
  const byLines = linesVerdict(text, said, analysis);
  const says = byLines.lines
    ? byLines.says
    : (conditionalPolarity(text, analysis.read) ??
      (/\b(if|when|unless|except)\b/i.test(text) ? null : said));
  if (!says) return null;
  const answer = analysis.form === "without-permit" ? flip(says) : says;
  const byLine = byLines.decided ? `${lineText(byLines.decided, es)}: ` : "";
  leadFacts(context, [rule], `${opener(answer, es)} — ${byLine}`);
  return answer;
}

/**
 * Mending part of something that exists ("a few boards and one post") where only the model code
 * decides: an ordinary repair, which needs no permit unless it cuts into structure, egress,
 * wiring or piping (IRC R105.2.2). Null for other questions, or where a rule of the place decides.
 */
function ordinaryRepairHeadline(
  context: Context,
  verdicts: PermitVerdict[],
): HeadlineAnswer | null {
  const { kb, analysis, writer, es } = context;
  const [verdict] = verdicts;
  if (!analysis.repairsPart || !verdict || (verdict.rule && verdict.rule.layer !== "model"))
    return null;
  const repair = kb.exemptions.find((item) => item.id === "irc-2021-ordinary-repairs");
  if (!repair) return null;
  const answer = analysis.form === "without-permit" ? "yes" : "no";
  writer.paragraph(
    es
      ? `**${opener(answer, es)}** — reparar parte de lo existente con lo mismo es una reparación ordinaria, que el código modelo exime de permiso (${repair.code} ${repair.edition} ${repair.section}) salvo que toque la estructura, las salidas, el cableado o las tuberías. ${writer.cite.cite(repair.source)}${localCaveat(context, verdicts)}`
      : `**${opener(answer, es)}** — mending part of it like for like is an ordinary repair, which the model code exempts from a permit (${repair.code} ${repair.edition} ${repair.section}) unless the repair cuts into structure, exits, wiring or piping. ${writer.cite.cite(repair.source)}${localCaveat(context, verdicts)}`,
  );
  return answer;
}

/** A rule's limits in words: "200 sq ft", "under 120 sq ft", "30 in above grade". */
function limitText(limits: Record<string, number>, es: boolean): string[] {
  const under = es ? "menos de " : "under ";
  const figure = (key: string, unit: string) => {
    const upTo = limits[key];
    const below = limits[`${key}LessThan`];
    if (upTo !== undefined) return `${upTo} ${unit}`;
    return below === undefined ? null : `${under}${below} ${unit}`;
  };
  const area = figure("floorAreaSqFt", es ? "pies cuadrados" : "sq ft");
  const height =
    figure("aboveGradeIn", es ? "in sobre el terreno" : "in above grade") ??
    figure("heightFt", es ? "pies de alto" : "ft high");
  return [area, height].filter((part): part is string => part !== null);
}

/** "How big can a shed be without a permit?": the governing rule's limits. */
function limitHeadline(context: Context, type: ProjectType): HeadlineAnswer {
  const { kb, jurisdiction, analysis, writer, es } = context;
  const verdict = permitVerdict(kb, jurisdiction, type, analysis);
  const rule = verdict.rule;
  const limits = rule ? limitText(rule.limits, es) : [];
  if (!rule) return verdictHeadline(context, [type]);
  const layer = layerName(context, verdict);
  if (limits.length === 0) {
    // "What's the largest shed I can put up?" where every shed needs a permit: no size is exempt.
    writer.paragraph(
      es
        ? `**Ningún tamaño está exento de permiso** según ${layer}: ${rule.text} ${writer.cite.cite(rule.source)}`
        : `**No size is exempt from a ${rule.permitName}** under ${layer}: ${lowerFirst(rule.text)} ${writer.cite.cite(rule.source)}`,
    );
    return "info";
  }
  const wider = rule.widerLimits ? limitText(rule.widerLimits.limits, es) : [];
  const widerText =
    wider.length > 0 && rule.widerLimits
      ? es
        ? ` (hasta ${wider.join(" y ")} en otras zonas)`
        : ` (up to ${wider.join(" and ")} where ${rule.widerLimits.where})`
      : "";
  writer.paragraph(
    es
      ? `**Hasta ${limits.join(" y ")}${widerText} sin permiso de construcción,** según ${layer}; más grande necesita permiso. ${writer.cite.cite(rule.source)}${localCaveat(context, [verdict])}`
      : `**Up to ${limits.join(" and ")}${widerText} without a ${rule.permitName}** under ${layer}; anything larger needs one. ${lowerFirst(rule.text).replace(/^./, (c) => c.toUpperCase())} ${writer.cite.cite(rule.source)}${localCaveat(context, [verdict])}`,
  );
  if (/setback|how (close|far)/i.test(analysis.read))
    writer.paragraph(
      es
        ? `Los retiros (distancia a los linderos) los fija la zonificación local, que no tenemos en archivo para ${context.authorityName}.`
        : `Setbacks (how close to the property line) are set by local zoning, which we do not have on file for ${context.authorityName}: ask its planning or zoning office.`,
    );
  return "info";
}

function codesLines(context: Context): string[] {
  const { jurisdiction, writer } = context;
  const state = jurisdiction.state;
  if (!state) return [];
  const lines: string[] = [];
  // A place with its own code (New York City) enforces it, not the state's: it comes first, and
  // the state's codes are named as the state's.
  const local = jurisdiction.localCode;
  if (local) lines.push(`${local.place}: ${local.note} ${writer.cite.cite(local.source)}`);
  for (const { label, code } of adoptedCodes(state))
    lines.push(
      `${local ? `${state.name} elsewhere, ${label.toLowerCase()}` : label}: ${codeLine(code)} ${writer.cite.cite(code.source)}`,
    );
  if (state.applies === "local")
    lines.push(
      `${state.name} has no single statewide code for every project: cities and counties adopt their own, so the edition ${context.authorityName} enforces may differ.`,
    );
  if (jurisdiction.specialZone)
    lines.push(
      `${jurisdiction.specialZone.name}: stricter wind-load and product-approval rules apply in ${jurisdiction.specialZone.counties.join(" and ")} ${writer.cite.cite(jurisdiction.specialZone.source)}`,
    );
  return lines;
}

/** "Which code applies?": the local code first, else the state's residential code. */
function codeHeadline(context: Context): HeadlineAnswer {
  const { jurisdiction, writer, es } = context;
  const state = jurisdiction.state;
  const local = jurisdiction.localCode;
  if (localHeadline(context, "code", context.analysis.projectTypes)) {
    // The place's own code fact leads; the state's adoption follows below.
  } else if (local) {
    writer.paragraph(`**${local.place}:** ${local.note} ${writer.cite.cite(local.source)}`);
  } else if (state?.residential && state.applies !== "local") {
    writer.paragraph(
      es
        ? `**En ${state.name}, las viviendas se rigen por: ${codeLine(state.residential)}.** ${writer.cite.cite(state.residential.source)}`
        : `**Homes in ${state.name} are built to the ${codeLine(state.residential)}.** ${writer.cite.cite(state.residential.source)}${state.applies === "minimum" ? ` It is the statewide minimum: ${context.authorityName} may add stricter local amendments.` : ""}`,
    );
  } else if (state) {
    writer.paragraph(
      es
        ? `**${state.name} no tiene un código residencial estatal:** ${context.authorityName} adopta su propia edición, y no la tenemos en archivo. Pregunte a su oficina de permisos qué edición aplica.`
        : `**${state.name} has no statewide residential code:** ${context.authorityName} adopts its own edition, and we do not have it on file. Ask its permit office which edition (most adopt a recent IRC) is in force.`,
    );
  }
  writer.section(
    PHRASES[context.es ? "es" : "en"].codes(state?.name ?? "your state"),
    codesLines(context),
  );
  return "info";
}

/**
 * "Is the town required to enforce the building code?" where the state sets that duty by
 * population (Maine: 4,000): yes or no for the population the question gives, else it depends
 * on it. Null when no such rule is on file, so the code answer stands.
 */
function enforcementHeadline(
  context: Context,
  duty: { population: number | null },
): HeadlineAnswer | null {
  const { writer, es } = context;
  const fact = localFacts(context, "other").find(
    (item) => item.limits.enforcementPopulation !== undefined,
  );
  const threshold = fact?.limits.enforcementPopulation;
  if (!fact || threshold === undefined) return null;
  const { population } = duty;
  const answer =
    population === null || population === threshold
      ? "depends"
      : population > threshold
        ? "yes"
        : "no";
  const figure = (value: number) => value.toLocaleString(es ? "es-US" : "en-US");
  const reason =
    answer === "depends"
      ? es
        ? `depende de su población: el umbral es ${figure(threshold)} habitantes.`
        : `it turns on the place's population: the line is ${figure(threshold)} residents.`
      : answer === "no"
        ? es
          ? `con unos ${figure(population ?? 0)} habitantes está por debajo del umbral de ${figure(threshold)}, así que no está obligado (puede optar por hacerlo).`
          : `at about ${figure(population ?? 0)} residents it is under the ${figure(threshold)}-resident line, so it is not required to (it may choose to).`
        : es
          ? `con unos ${figure(population ?? 0)} habitantes supera el umbral de ${figure(threshold)}, así que debe hacerlo.`
          : `at about ${figure(population ?? 0)} residents it is over the ${figure(threshold)}-resident line, so it must.`;
  writer.paragraph(
    `**${opener(answer, es, answer === "depends" ? "its population" : null)}** — ${reason} ${factLine(context, fact)}`,
  );
  return answer;
}

/** A permit's clocks here: the days to start work, and the days work may stop, and whose they are. */
type ExpiryClocks = { startDays: number; idleDays: number; whose: string };

function expiryClocks(context: Context): ExpiryClocks | null {
  const [local] = localFacts(context, "expiry");
  const rule = context.kb.codeRules.find((item) => item.topic === "expiry");
  if (local) {
    const { startDays, idleDays } = local.limits;
    // A local rule whose clocks are not on file as figures cannot be held against a date.
    if (startDays === undefined || idleDays === undefined) return null;
    return { startDays, idleDays, whose: `${context.authorityName}'s` };
  }
  const days = rule?.limits.days;
  return days === undefined ? null : { startDays: days, idleDays: days, whose: "the model code's" };
}

const NOT_STARTED =
  /\b(haven'?t|have not|hasn'?t|has not|never|not yet|didn'?t|did not)\s+(been\s+)?(start|started|began|begun|broke ground)\b/i;
const IDLE =
  /\b(stopp?ed|stalled|nothing (has )?happened|no (work|progress|inspections?)|abandon\w*|suspend\w*|paused|halted|on hold|sat)\b/i;

/**
 * "Work stopped four months ago: is the permit still good?": the time given against the place's
 * clocks (Davie: 90 days idle), else the model code's. Null when the question gives no time or
 * the rule here has no figures on file.
 */
function expiryVerdict(context: Context): HeadlineAnswer | null {
  const { analysis, writer, es } = context;
  const days = analysis.elapsedDays;
  const asking = analysis.read;
  const asksExpired = /\b(expired?|lapsed|void|dead|invalid|no longer)\b/i.test(asking);
  const asksValid = /\b(still (good|valid|active|open|alive|ok|okay)|valid|good)\b/i.test(asking);
  const clocks = expiryClocks(context);
  if (days === null || !clocks || (!asksExpired && !asksValid)) return null;
  const notStarted = NOT_STARTED.test(asking);
  if (!notStarted && !IDLE.test(asking)) return null;
  const limit = notStarted ? clocks.startDays : clocks.idleDays;
  const expired = days > limit;
  const close = Math.abs(days - limit) <= 7;
  const answer: HeadlineAnswer = close ? "depends" : expired === asksExpired ? "yes" : "no";
  const what = notStarted
    ? es
      ? `sin empezar la obra`
      : `without starting work`
    : es
      ? `sin obra ni inspecciones`
      : `with no work or inspections`;
  const opening =
    answer === "depends"
      ? es
        ? "Está al límite"
        : "It is right at the limit"
      : opener(answer, es);
  writer.paragraph(
    es
      ? `**${opening}** — unos ${days} días ${what} ${expired ? "superan" : "están dentro de"} el plazo de ${limit} días (${clocks.whose === "the model code's" ? "del código modelo" : `de ${context.authorityName}`}), así que el permiso ${expired ? "probablemente ha caducado: pregunte por su renovación" : "probablemente sigue vigente"}.`
      : `**${opening}** — about ${days} days ${what} is ${expired ? "past" : "within"} ${clocks.whose} ${limit}-day limit, so the permit has ${expired ? "most likely expired: ask the permit office about renewing or reinstating it" : "most likely not expired"}.`,
  );
  return answer;
}

function expiryHeadline(context: Context): HeadlineAnswer {
  const { kb, writer, es } = context;
  const rule = kb.codeRules.find((item) => item.topic === "expiry");
  const verdict = expiryVerdict(context);
  if (verdict) {
    if (!localHeadline(context, "expiry") && rule)
      writer.paragraph(
        `${es ? "El código modelo" : "The model code"} (${rule.code} ${rule.edition} ${rule.section}): ${rule.text} ${writer.cite.cite(rule.source)} ${upperFirst(context.authorityName)} ${es ? "puede fijar su propio plazo: revise su permiso." : "may set its own period, so check the permit itself."}`,
      );
    return verdict;
  }
  if (localHeadline(context, "expiry")) {
    if (rule)
      writer.paragraph(
        `${es ? "El código modelo" : "The model code"} (${rule.code} ${rule.edition} ${rule.section}): ${rule.text} ${writer.cite.cite(rule.source)}`,
      );
    return "info";
  }
  if (!rule) return unknownHeadline(context, "permit expiry");
  const days = rule.limits.days ?? 180;
  writer.paragraph(
    es
      ? `**Según el ${rule.code} ${rule.edition} ${rule.section}, un permiso caduca si la obra no empieza dentro de ${days} días de su emisión, o si se suspende ${days} días.** El funcionario de construcción puede prorrogarlo por escrito (hasta ${days} días cada vez). ${writer.cite.cite(rule.source)} ${upperFirst(context.authorityName)} puede fijar su propio plazo: revise su permiso.`
      : `**Under ${rule.code} ${rule.edition} ${rule.section}, a permit expires if work does not start within ${days} days of issue, or stops for ${days} days after it starts.** ${rule.text} ${writer.cite.cite(rule.source)} ${upperFirst(context.authorityName)} may set its own period (some give 12 months), so check the permit itself.`,
  );
  return "info";
}

function unknownHeadline(context: Context, fact: string): HeadlineAnswer {
  const { writer, es, jurisdiction, analysis } = context;
  const unknown = analysis.unknownFact;
  const who =
    unknown?.whoKnows === "assessor"
      ? es
        ? `la oficina del tasador (assessor) de ${jurisdiction.county ?? "su condado"}`
        : `the ${jurisdiction.county ?? "county"} assessor's or tax office`
      : unknown?.whoKnows === "floodplain"
        ? es
          ? `el mapa de inundaciones de FEMA (msc.fema.gov) y el administrador de zonas inundables de ${context.authorityName}`
          : `FEMA's Flood Map Service Center (msc.fema.gov) and ${context.authorityName}'s floodplain administrator`
        : permitOffice(context);
  writer.paragraph(
    es
      ? `**No tengo ${unknown?.nameEs ?? fact} para esta dirección.** La base de conocimiento de PermitLM no lo tiene en archivo; ${who} se lo puede decir.`
      : `**I don't have the ${unknown?.name ?? fact} for this address.** PermitLM's knowledge base has no such fact on file for ${context.authorityName}; ${who} can tell you.`,
  );
  // Who holds that fact here, when the local layer knows (New York City's Department of Finance).
  const holder = unknown?.whoKnows ? WHO_KNOWS_WORDS[unknown.whoKnows] : undefined;
  if (holder)
    for (const known of localFacts(context, "other").filter((item) => holder.test(item.text)))
      writer.paragraph(factLine(context, known));
  return "unknown";
}

/** The office on file that issues permits here, with its phone, else the authority's office. */
function permitOffice(context: Context): string {
  const { jurisdiction, es } = context;
  const local = jurisdiction.local;
  if (local?.department)
    return `${es || /^the /i.test(local.department) ? "" : "the "}${local.department}${local.phone ? ` (${local.phone})` : ""}`;
  return es
    ? `la oficina de permisos de ${context.authorityName}`
    : `${context.authorityName}'s building permit office`;
}

/** Words of a local fact that names who holds a fact the knowledge base does not. */
const WHO_KNOWS_WORDS: Record<string, RegExp> = {
  assessor: /\b(property tax|assess(es|ed|ment|or)?|values (your|every|each) property)/i,
  floodplain: /\b(flood ?plain administrator|flood zone determination)/i,
};

/** The first letters of a name's words: "Seattle Department of Construction and Inspections" → "SDCI". */
function initialsOf(name: string): string {
  return name
    .replace(/\(.*?\)/g, "")
    .split(/[\s,&/-]+/)
    .filter((word) => word && !/^(of|and|the|for)$/i.test(word))
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

/**
 * Whether the authority a yes-or-no question names is the one that issues permits here ("Is it
 * under Fairfax County?", "Do we get permits from OKC?"); null when the question's initials are
 * none we can tell.
 */
function isAskedAuthority(
  asked: NonNullable<QuestionAnalysis["asksAbout"]>,
  authority: Authority,
  office: string | null,
): boolean | null {
  if (asked.kind === "initials" && asked.name)
    return initialsOf(office ?? "") === asked.name ||
      initialsOf(coreName(authority.name)) === asked.name
      ? true
      : null;
  // "The city" is not the county of the same name (Los Angeles County is not LADBS).
  const kinds: string[] = ["city", "town", "village", "borough", "county", "township"];
  if (kinds.includes(asked.kind) && kinds.includes(authority.kind) && asked.kind !== authority.kind)
    return false;
  // "the City of Beaverton issue…": the name may run on into the question's words.
  return asked.name
    ? sameAuthority(asked.name, authority.name) ||
        coreName(asked.name).startsWith(`${coreName(authority.name)} `)
    : asked.kind === authority.kind ||
        (asked.kind === "county" && authority.kind === "consolidated");
}

function contactHeadline(context: Context): HeadlineAnswer {
  const { jurisdiction, writer, es } = context;
  const authority = jurisdiction.authority;
  if (!authority || jurisdiction.status === "ambiguous") {
    // Who issues them depends on where exactly the address is: say so, and name the candidates.
    writer.paragraph(
      `**${es ? "Depende de la ubicación exacta" : "It depends on the exact address"}.** ${authorityParagraph(context).replace(/^\*\*[^*]+\*\* /, "")}`,
    );
    return "depends";
  }
  if (authority.kind === "none") {
    // "Does the county require a permit?": no one here issues building permits, though the
    // county may require its own permit for the work (a Texas county's development permit).
    const asked = context.analysis.asksAbout !== null;
    const own = otherPermitFor(context, context.analysis.projectTypes);
    const but = own
      ? es
        ? `, pero ${the(authority.name)} exige su propio permiso del condado`
        : `, but ${the(authority.name)} requires its own county permit`
      : "";
    // "Does the county require a permit?" is yes where it requires its own, unless the question
    // asks for a building permit by name.
    const answer = !asked
      ? "info"
      : own && !/\bbuilding permits?\b/i.test(context.analysis.read)
        ? "yes"
        : "no";
    const none = es
      ? "nadie emite permisos de construcción aquí"
      : "no one issues building permits here";
    writer.paragraph(
      answer === "info"
        ? `**${upperFirst(none)}${but}.** ${jurisdiction.basis}`
        : `**${opener(answer, es)}** — ${none}${but}. ${jurisdiction.basis}`,
    );
    if (own) writer.paragraph(factLine(context, own));
    for (const fact of contactFacts(context))
      if (fact !== own) writer.paragraph(factLine(context, fact));
    return answer;
  }
  const office = officeOf(context);
  const who =
    office?.name && office.name.toLowerCase() !== authority.name.toLowerCase()
      ? `${office.name} (${the(authority.name)})`
      : the(authority.name);
  const asked = context.analysis.asksAbout;
  const same = asked ? isAskedAuthority(asked, authority, office?.name ?? null) : null;
  if (same !== null)
    writer.paragraph(
      es
        ? `**${same ? "Sí" : "No"}** — ${who} emite los permisos de construcción de esta dirección. ${jurisdiction.basis}`
        : `**${same ? "Yes" : "No"}** — ${who} issues building permits for this address. ${jurisdiction.basis}`,
    );
  else
    writer.paragraph(
      es
        ? `**${who} emite los permisos de construcción de esta dirección.** ${jurisdiction.basis}`
        : `**${who.replace(/^the/, "The")} issues building permits for this address.** ${jurisdiction.basis}`,
    );
  for (const fact of contactFacts(context)) writer.paragraph(factLine(context, fact));
  if (!office)
    writer.paragraph(
      es
        ? `No tenemos sus datos de contacto en archivo: búsquelos en el sitio oficial (.gov) de ${the(authority.name)}.`
        : `We don't have its contact details on file: look for "${authority.name} building permits" on its official (.gov) website.`,
    );
  return same === null ? "info" : same ? "yes" : "no";
}

function timelineLines(context: Context, type: ProjectType): string[] {
  const { kb, jurisdiction, writer } = context;
  const timeline = estimateTimeline(kb, {
    projectType: type,
    size: jurisdiction.size,
    state: jurisdiction.state,
  });
  const days = range(timeline.reviewBusinessDays.low, timeline.reviewBusinessDays.high, String);
  const lines = [
    `Plan review: about ${days} business days ${writer.cite.cite(...timeline.sources.slice(0, 2))}${type.overTheCounter ? "; simple jobs are often approved over the counter or online the same day" : ""}.`,
    `How: ${timeline.formula}.`,
  ];
  if (timeline.statutoryLimit)
    lines.push(
      `By state law: ${timeline.statutoryLimit.text}, at most ${timeline.statutoryLimit.days} days for a complete application ${writer.cite.cite(timeline.statutoryLimit.source)}; the estimate above stays within it.`,
    );
  lines.push("Add time for corrections, inspections and any zoning or HOA approval.");
  return lines;
}

function feeLines(context: Context, type: ProjectType): string[] {
  const { kb, analysis, writer } = context;
  const fee = estimatePermitFee(kb, {
    projectType: type,
    areaSqFt: analysis.areaSqFt ?? undefined,
    jobCost: analysis.jobCost ?? undefined,
  });
  if (!fee) return ["There is not enough to estimate: tell me the job cost or the area."];
  return [
    `Valuation: ${range(fee.valuation.low, fee.valuation.high, dollars)} ${writer.cite.cite(...fee.sources.slice(0, 1))}`,
    `Permit fee: about ${range(fee.permitFee.low, fee.permitFee.high, dollars)}; plan review about ${range(fee.planReviewFee.low, fee.planReviewFee.high, dollars)}; total about ${range(fee.total.low, fee.total.high, dollars)} ${writer.cite.cite(...fee.sources)}`,
    `How: ${fee.formula}.`,
    `This is an estimate from a typical schedule: ${context.authorityName}'s own fee schedule decides.`,
  ];
}

/** "a deck", "an accessory dwelling unit (ADU)": a project's name in a sentence. */
function projectName(type: ProjectType): string {
  const name = /^[A-Z][a-z]/.test(type.name)
    ? type.name.charAt(0).toLowerCase() + type.name.slice(1)
    : type.name;
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`;
}

/** The sections the question asks about, for its first project. */
function projectSections(context: Context, type: ProjectType, headlineTopic: Topic | null) {
  const { kb, jurisdiction, analysis, writer, es } = context;
  const phrases = es ? PHRASES.es : PHRASES.en;
  const ask = (topic: Topic) => analysis.topics.has(topic) && topic !== headlineTopic;
  const state = jurisdiction.state;
  if (analysis.topics.has("permit") || headlineTopic === "permit") {
    const verdict = permitVerdict(kb, jurisdiction, type, analysis);
    const lines: string[] = [];
    if (verdict.rule)
      lines.push(
        `${verdict.rule.section}: ${verdict.rule.text} ${writer.cite.cite(verdict.rule.source)}`,
      );
    if (verdict.rule?.layer !== "model")
      for (const when of type.whenNotNeeded.slice(0, 2)) {
        const exemption = kb.exemptions.find((item) => item.id === when.exemption);
        lines.push(
          `Model code: ${when.text}${exemption ? ` ${writer.cite.cite(exemption.source)}` : ""}`,
        );
      }
    if (type.trades.some((trade) => trade !== "building" && trade !== "zoning"))
      lines.push(
        `Trades involved: ${type.trades.join(", ")}. Electrical, plumbing and gas work usually needs its own permit even when the building work is exempt.`,
      );
    if (type.id === "adu" && state?.adu)
      lines.push(
        `${state.name} ADU law, ${state.adu.law}: ${state.adu.summary} ${writer.cite.cite(state.adu.source)}`,
      );
    lines.push(
      "Exempt work must still meet the code and local zoning (setbacks, easements, height limits).",
    );
    writer.section(phrases.doYouNeed, lines);
  }
  if (ask("codes")) writer.section(phrases.codes(state?.name ?? "your state"), codesLines(context));
  if (ask("zoning")) {
    const lines = [
      "Zoning sets where on the lot you may build (setbacks from property lines, height, lot coverage); it applies even to permit-exempt work, and the limits are local.",
    ];
    if (type.id === "adu" && state?.adu)
      lines.push(`${state.adu.law}: ${state.adu.summary} ${writer.cite.cite(state.adu.source)}`);
    lines.push(
      `Ask ${context.authorityName} (its planning or zoning office) for the zoning district of ${context.where} and its setbacks.`,
    );
    writer.section(phrases.zoning, lines);
  }
  if (ask("documents") || headlineTopic === "documents")
    writer.section(
      phrases.documents,
      type.documents.map((doc, index) =>
        index === 0 ? `${doc} ${writer.cite.cite(...type.sources.slice(0, 1))}` : doc,
      ),
    );
  if (ask("inspections") || headlineTopic === "inspections")
    writer.section(
      phrases.inspections,
      type.inspections.map((step, index) => `${index + 1}. ${step}`),
    );
  if (ask("timeline") || headlineTopic === "timeline")
    writer.section(phrases.timeline, timelineLines(context, type));
  if (ask("cost") || headlineTopic === "cost") writer.section(phrases.fee, feeLines(context, type));
}

/** A headline that states the fact asked for, for a project (fee, timeline, inspections, documents). */
function factHeadline(context: Context, type: ProjectType, form: QuestionAnalysis["form"]): Topic {
  const { kb, jurisdiction, analysis, writer, es } = context;
  const name = projectName(type);
  if (form === "fee") {
    const fee = estimatePermitFee(kb, {
      projectType: type,
      areaSqFt: analysis.areaSqFt ?? undefined,
      jobCost: analysis.jobCost ?? undefined,
    });
    writer.paragraph(
      fee
        ? es
          ? `**Unos ${range(fee.total.low, fee.total.high, dollars)} entre permiso y revisión de planos** para: ${type.name} (estimación con una tarifa típica; decide la tarifa de ${context.authorityName}). ${writer.cite.cite(...fee.sources)}`
          : `**About ${range(fee.total.low, fee.total.high, dollars)} in permit and plan-review fees** for ${name}, estimated from a typical fee schedule; ${context.authorityName}'s own schedule decides. ${writer.cite.cite(...fee.sources)}`
        : `**${es ? "No puedo estimarlo sin el costo de la obra o el área" : "I can't estimate it without the job cost or the area"}.**`,
    );
    return "cost";
  }
  if (form === "timeline") {
    const timeline = estimateTimeline(kb, {
      projectType: type,
      size: jurisdiction.size,
      state: jurisdiction.state,
    });
    const days = range(timeline.reviewBusinessDays.low, timeline.reviewBusinessDays.high, String);
    const clock = timeline.statutoryLimit;
    writer.paragraph(
      es
        ? `**Unos ${days} días hábiles de revisión de planos** para: ${type.name}.${clock ? ` Por ley estatal (${clock.text}) el plazo máximo es de ${clock.days} días. ${writer.cite.cite(clock.source)}` : ""}`
        : `**About ${days} business days of plan review** for ${name} here.${clock ? ` By state law (${clock.text}) a complete application must be decided within ${clock.days} days. ${writer.cite.cite(clock.source)}` : ""}`,
    );
    return "timeline";
  }
  if (form === "inspections") {
    writer.paragraph(
      es
        ? `**Inspecciones habituales para ${type.name}:** ${type.inspections.join("; ")}.`
        : `**${name.replace(/^./, (c) => c.toUpperCase())} is usually inspected at: ${type.inspections
            .map(lowerFirst)
            .map((step) => step.replace(/\.$/, ""))
            .join("; ")}.** ${writer.cite.cite(...type.sources.slice(0, 1))}`,
    );
    return "inspections";
  }
  writer.paragraph(
    es
      ? `**Documentos habituales para ${type.name}:** ${type.documents.join("; ")}.`
      : `**For ${name}, departments usually ask for: ${type.documents.map((doc) => lowerFirst(doc).replace(/\.$/, "")).join("; ")}.** ${writer.cite.cite(...type.sources.slice(0, 1))}`,
  );
  return "documents";
}

const FORM_TOPIC: Partial<Record<QuestionAnalysis["form"], Topic>> = {
  fee: "cost",
  timeline: "timeline",
  inspections: "inspections",
  documents: "documents",
};

/**
 * A fee, timeline, inspections or documents question without a project: the place's own facts,
 * else the state's review clock, else that we do not have it and who does.
 */
const HISTORIC = /\b(historic\w*|landmark\w*|preservation|heritage)\b/i;
/** "My house isn't on the historic register": said of the property only to deny it. */
const NOT_HISTORIC =
  /\b(?:isn'?t|is not|not|aren'?t|are not|no)\b(?:\s+[\w-]+){0,4}?\s+(?:historic\w*|landmark\w*|preservation|heritage)\b[^.?!]*/gi;
const asksHistoric = (read: string) => HISTORIC.test(read.replace(NOT_HISTORIC, " "));
const HISTORIC_RULE =
  /\b(historic\w*|landmarks?|preservation|certificate of appropriateness|heritage)\b/i;

/** The place's rules on file for historic properties and districts, most relevant first. */
function historicFacts(context: Context): LocalFact[] {
  return byRelevance(
    (["other", "documents", "exemption", "contact", "timeline"] as const)
      .flatMap((topic) => localFacts(context, topic))
      .filter((fact) => HISTORIC_RULE.test(fact.text)),
    context.analysis.read,
  );
}

/**
 * A question about work on a historic property or in a historic district, where the place has
 * rules for them on file: they lead. A yes-or-no question ("Do we need the commission's
 * approval?") is yes, as the place's rule asks for one; others are answered with the rules.
 */
function historicHeadline(context: Context, facts: LocalFact[]): HeadlineAnswer {
  const [first, ...rest] = facts;
  if (!first) {
    context.writer.paragraph(
      context.es
        ? `**Depende de si la propiedad está protegida.** Si es un inmueble histórico designado o está en un distrito histórico, la comisión histórica local suele tener que aprobar los cambios exteriores antes de que se emita el permiso. No tenemos en archivo las reglas de ${context.authorityName}: pregunte a su oficina de permisos o de planificación.`
        : `**It depends on whether the property is designated.** For a designated landmark or a house in a historic district, the local historic commission usually has to approve exterior changes before the permit is issued. We do not have ${context.authorityName}'s rules on file: ask its permit or planning office.`,
    );
    return "depends";
  }
  // A plain question one of the rules states or denies ("Can I use a postcard permit …?").
  const [asking] = askingSentences(context.analysis.read);
  const stated =
    context.analysis.asksInfo || !asking
      ? undefined
      : facts
          .map((fact) => ({ fact, said: ruleAnswers(fact.text, asking, context.analysis.read) }))
          .find((item) => item.said !== null);
  if (stated?.said) {
    const others = facts.filter((fact) => fact !== stated.fact);
    leadFacts(
      context,
      [stated.fact, ...others].slice(0, 2),
      `${opener(stated.said, context.es)} — `,
    );
    return stated.said;
  }
  const yesNo = context.analysis.form === "permit-needed" || context.analysis.form === "contact";
  const asksApproval =
    /\b(approv\w*|review|certificate|sign[- ]?off|commission|board|need (anything|any)\b)/i.test(
      context.analysis.read,
    );
  const answer: HeadlineAnswer = yesNo && asksApproval ? "yes" : "info";
  leadFacts(
    context,
    [first, ...rest].slice(0, 2),
    answer === "yes" ? `${opener("yes", context.es)} — ` : "",
  );
  return answer;
}

/**
 * A permit other than a building permit that the place requires for this work, stated plainly
 * ("Any development in Travis County outside city limits needs a Travis County development
 * permit"), for these projects or for any; a floodplain-only rule only when the question puts the
 * work in a floodplain (not "not in a flood zone").
 */
function otherPermitFor(context: Context, types: ProjectType[]): LocalFact | null {
  const ids = new Set(types.map((type) => type.id));
  const read = context.analysis.read;
  const flood = /\bflood/i.test(
    read.replace(/\b(not|outside|no)\b(\s+\w+){0,3}\s+flood\w*( \w+)?/gi, " "),
  );
  return (
    byRelevance(
      localFacts(context, "other").filter(
        (fact) =>
          (fact.projectTypes.some((id) => ids.has(id)) ||
            /\bany (\w+ ){0,2}(development|construction|project)\b/i.test(fact.text)) &&
          /\b(needs?|requires?|required)\b[^.]*\bpermit/i.test(fact.text) &&
          !/\b(no permit|not permit|needs no)\b/i.test(fact.text) &&
          (flood || !/\bflood/i.test(fact.text)),
      ),
      read,
    )[0] ?? null
  );
}

/**
 * "Can I pull the permit myself as the homeowner?": the place's rule on owners doing their own
 * work. An owner may for a home they live in where the place says so, not for a rental where it
 * limits owners to their own home, and not where only licensed contractors may apply.
 */
function ownerBuilderHeadline(context: Context, rented: boolean): HeadlineAnswer {
  const { es } = context;
  const ruling = ownerBuilderRuling(
    byRelevance(
      [
        ...localFacts(context, "other"),
        ...localFacts(context, "documents"),
        ...localFacts(context, "exemption"),
        ...localFacts(context, "contact"),
      ],
      context.analysis.read,
    ),
    context.analysis.read,
    rented,
  );
  if (!ruling) {
    context.writer.paragraph(
      es
        ? `**Depende del lugar.** En la mayoría de los lugares el dueño puede sacar el permiso para obras en la casa donde vive (a menudo firmando una declaración de dueño-constructor), pero no para una propiedad que alquila; no tenemos en archivo la regla de ${context.authorityName}: pregunte a su oficina de permisos.`
        : `**It depends on the place.** Most places let an owner pull the permit for work on the home they live in (often with an owner-builder affidavit), but not for a property they rent out; we do not have ${context.authorityName}'s rule on file: ask its permit office.`,
    );
    return "depends";
  }
  const { fact, answer } = ruling;
  context.writer.paragraph(`**${opener(answer, es)}** — ${factLine(context, fact)}`);
  return answer;
}

/**
 * "Does the building permit cover the electrical and plumbing too?": no where the place says trade
 * work needs its own permit; else usually not, as most places issue separate trade permits.
 */
function tradesCoveredHeadline(context: Context): HeadlineAnswer {
  const { es } = context;
  const separate = [
    ...localFacts(context, "other", context.analysis.projectTypes),
    ...localFacts(context, "documents", context.analysis.projectTypes),
    ...localFacts(context, "fee", context.analysis.projectTypes),
  ].find((fact) =>
    /\b(separate|its own|their own|own permits?|does not cover|do not cover|not included|trade permits)\b/i.test(
      fact.text,
    ),
  );
  if (separate) {
    context.writer.paragraph(`**${opener("no", es)}** — ${factLine(context, separate)}`);
    return "no";
  }
  context.writer.paragraph(
    es
      ? `**Por lo general, no.** La mayoría de los lugares emiten permisos aparte para la electricidad, la plomería y la mecánica (a menudo los tramita el contratista de cada oficio); algunos emiten un solo permiso combinado. No tenemos en archivo la regla de ${context.authorityName}: pregunte a su oficina de permisos.`
      : `**Usually not.** Most places issue separate electrical, plumbing and mechanical permits (often pulled by each licensed trade contractor); some issue one combined permit. We do not have ${context.authorityName}'s rule on file: ask its permit office.`,
  );
  return "depends";
}

/**
 * Whether the fee may be figured from the job's value: no where a rule here says it may not
 * (Texas LGC 214.907), yes where the place's schedule is by value, else it depends on the place.
 */
function feeByValueHeadline(context: Context): HeadlineAnswer {
  const facts = localFacts(context, "fee");
  const barred = facts.find((fact) =>
    /\bmay not consider\b|\bnot (based on|by) the (job's |home's )?(value|cost)\b|\bbars? cit(y|ies) from considering\b/i.test(
      fact.text,
    ),
  );
  const byValue = facts.find((fact) =>
    /\bper \$[\d,]+ (of|in) (value|valuation|estimated|construction|project)/i.test(fact.text),
  );
  const fact = barred ?? byValue;
  if (!fact) {
    context.writer.paragraph(
      context.es
        ? `**Depende del lugar.** La mayoría de las oficinas calculan la tarifa según el valor de la obra, y no tenemos en archivo el método de ${context.authorityName}; su oficina de permisos puede decírselo.`
        : `**It depends on the place.** Most permit offices figure fees from the job's valuation, and we do not have ${context.authorityName}'s method on file; its permit office can tell you.`,
    );
    return "depends";
  }
  const answer = barred ? "no" : "yes";
  context.writer.paragraph(`**${opener(answer, context.es)}** — ${factLine(context, fact)}`);
  return answer;
}

function projectlessHeadline(
  context: Context,
  form: "fee" | "timeline" | "inspections" | "documents",
): HeadlineAnswer {
  const { jurisdiction, writer, es } = context;
  if (localHeadline(context, form)) return "info";
  const clock = jurisdiction.state?.reviewClocks[0];
  if (form === "timeline" && clock) {
    writer.paragraph(
      `**${es ? "Por ley estatal" : "By state law"}: ${clock.text} (${es ? "como máximo" : "at most"} ${clock.days} ${es ? "días" : "days"}).** ${writer.cite.cite(clock.source)}`,
    );
    return "info";
  }
  const what = {
    fee: "fee schedule",
    timeline: "review deadline",
    inspections: "inspection list",
    documents: "application checklist",
  }[form];
  writer.paragraph(
    es
      ? `**No tenemos en archivo ese dato de ${context.authorityName}.** Dígame el proyecto (una terraza, un techo, una ampliación) y le doy lo que dice el código modelo; la oficina de permisos de ${context.authorityName} tiene la respuesta local.`
      : `**We don't have ${context.authorityName}'s ${what} on file.** Tell me the project (a deck, a roof, an addition) and I can give the model code's answer; ${context.authorityName}'s permit office has the local one.`,
  );
  return "unknown";
}

/** Notes of the state that bear on this answer (Texas counties, Alaska, South Dakota electrical). */
function stateNotes(context: Context, types: ProjectType[]): string[] {
  const { jurisdiction } = context;
  const state = jurisdiction.state;
  if (!state) return [];
  const county = ["county", "none", "state"].includes(jurisdiction.authority?.kind ?? "");
  const trades = new Set(types.flatMap((type) => type.trades));
  return state.notes
    .filter(
      (note) =>
        (county && /\b(count(y|ies)|unincorporated|rural|outside (city|municipal))/i.test(note)) ||
        (trades.has("electrical") && /\belectric/i.test(note)) ||
        (trades.has("plumbing") && /\bplumb/i.test(note)) ||
        (types.some((type) => type.id === "adu") && /\bADU|accessory dwelling/i.test(note)),
    )
    .filter((note) => !/^check the/i.test(note))
    .slice(0, 2);
}

/** The permit office on file: the local layer's, else the big-city department list's. */
function officeOf(
  context: Context,
): { name: string | null; website: string | null; phone: string | null } | null {
  const { local, department } = context.jurisdiction;
  if (local && (local.department || local.website || local.phone))
    return { name: local.department, website: local.website, phone: local.phone };
  if (department)
    return { name: department.department, website: department.website, phone: department.phone };
  return null;
}

function nextStepLines(context: Context): string[] {
  const { jurisdiction, writer, es } = context;
  const department = jurisdiction.department;
  const local = jurisdiction.local;
  if (local && (local.department || local.website || local.phone))
    return [
      [
        local.department ?? context.authorityName,
        local.website,
        local.phone ? `${es ? "Teléfono" : "Phone"}: ${local.phone}` : null,
        local.address ? `${es ? "Dirección" : "Office"}: ${markdownText(local.address)}` : null,
      ]
        .filter(Boolean)
        .join(" · "),
      ...(local.portal && local.portal !== local.website
        ? [`${es ? "Solicite en línea" : "Apply online"}: ${local.portal}`]
        : []),
    ];
  if (!department)
    return [
      es
        ? `Llame o visite la oficina de permisos de ${context.authorityName}: pregunte si su proyecto necesita permiso y qué documentos piden.`
        : `Call or visit ${context.authorityName}'s permit office: ask whether your project needs a permit and what they need to see. Many take applications online.`,
    ];
  return [
    `${department.department}: ${department.website} ${writer.cite.cite(department.source)}`,
    ...(department.portal ? [`Apply online: ${department.portal}`] : []),
    ...(department.phone ? [`Phone: ${department.phone}`] : []),
    ...department.notes.slice(0, 2),
  ];
}

function notPlaced(
  writer: AnswerWriter,
  jurisdiction: Jurisdiction,
  where: string,
  es: boolean,
): ComposedAnswer {
  if (jurisdiction.status === "outside-us") {
    writer.paragraph(
      es
        ? `**PermitLM cubre solo direcciones de Estados Unidos.** ${where} está en ${jurisdiction.country}, así que ningún código de construcción de EE. UU. se aplica. Consulte a la autoridad local de construcción de allí, o indique una dirección de EE. UU.`
        : `**PermitLM covers US addresses only.** ${where} is in ${jurisdiction.country}, so no US building code or permit rule applies to it. Ask the local building authority there, or give a US address.`,
    );
    return writer.finish("outside-us", es ? "es" : "en");
  }
  writer.paragraph(
    es
      ? `**Indique una dirección válida de EE. UU.** No pudimos ubicar "${where}": escriba la calle, la ciudad y el estado (o el código postal), por ejemplo "1234 Elm St, Austin, TX 78701". Esta pregunta no se cobró.`
      : `**Please give a valid US address.** We could not place "${where}": add the street, city and state (or the ZIP code), for example "1234 Elm St, Austin, TX 78701". This question was not charged.`,
  );
  return writer.finish("invalid-address", es ? "es" : "en");
}

/**
 * The built-in permit engine's answer: the headline answers the question asked (its yes or no
 * for the place's most specific rule, or the fact asked for, or that we do not have it), then
 * who issues permits here and why, then only the sections that matter, state notes that apply,
 * the next step, and the numbered sources. User text is escaped: it never becomes Markdown.
 */
export function composeAnswer(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  analysis: QuestionAnalysis,
  context: { address?: string | undefined },
): ComposedAnswer {
  const writer = new AnswerWriter(kb);
  const es = analysis.language === "es";
  const language: Language = es ? "es" : "en";
  const phrases = es ? PHRASES.es : PHRASES.en;
  const where = markdownText(
    context.address ?? jurisdiction.city ?? jurisdiction.state?.name ?? "your address",
  );
  const noPlace = jurisdiction.status === "unplaced" && !context.address?.trim();
  if (jurisdiction.status === "outside-us" || (jurisdiction.status === "unplaced" && !noPlace))
    return notPlaced(writer, jurisdiction, where, es);
  const authorityName = authorityText(
    jurisdiction.authority,
    es ? "la autoridad local" : "the local building authority",
  );
  // The basis may quote what the user typed ("we could not find …"): it stays text.
  const ctx: Context = {
    kb,
    jurisdiction: { ...jurisdiction, basis: markdownText(jurisdiction.basis) },
    analysis,
    writer,
    es,
    where,
    authorityName,
    ranked: rankedOnFile(kb, jurisdiction, analysis),
  };

  // Words that match a rule on file closely enough ("what time does the DC Department of
  // Buildings open") make a question about permits, whatever else it lacks.
  const closest = closestOnFile(ctx);
  if (analysis.offTopic && (ctx.ranked[0]?.score ?? 0) < ON_TOPIC) {
    writer.paragraph(
      es
        ? `Puedo ayudarle con permisos, códigos de construcción, zonificación y retiros, plazos, inspecciones, documentos y costos de permisos para ${where}. Pruebe, por ejemplo: "¿Necesito permiso para una terraza?"`
        : `I can help with permits, building codes, zoning and setbacks, timelines, inspections, documents and permit cost estimates for ${where}. Try asking, for example: "Do I need a permit for a deck?" or "How long does a kitchen remodel permit take?"`,
    );
    return writer.finish("off-topic", language);
  }

  const types = analysis.projectTypes;
  const [type] = types;
  let headline: HeadlineAnswer;
  let headlineTopic: Topic | null = null;
  let besides: HeadlineAnswer | null;
  // Questions of their own kind, before the form: the first that the question asks wins.
  const enforcement = analysis.enforcementDuty
    ? enforcementHeadline(ctx, analysis.enforcementDuty)
    : null;
  const historic = asksHistoric(analysis.read) ? historicFacts(ctx) : [];
  const special = enforcement
    ? "enforcement"
    : analysis.asksFeeByValue
      ? "fee-by-value"
      : analysis.asksTradesCovered
        ? "trades-covered"
        : analysis.ownerBuilder
          ? "owner-builder"
          : asksHistoric(analysis.read) &&
              (historic.length > 0 || analysis.projectTypes.length === 0) &&
              analysis.form !== "fee" &&
              analysis.form !== "timeline"
            ? "historic"
            : null;
  switch (special ?? analysis.form) {
    case "historic":
      headline = historicHeadline(ctx, historic);
      headlineTopic = "permit";
      break;
    case "owner-builder":
      headline = ownerBuilderHeadline(ctx, analysis.ownerBuilder?.rented ?? false);
      headlineTopic = "permit";
      break;
    case "trades-covered":
      headline = tradesCoveredHeadline(ctx);
      headlineTopic = "permit";
      break;
    case "enforcement":
      headline = enforcement ?? "info";
      headlineTopic = "codes";
      break;
    case "fee-by-value":
      headline = feeByValueHeadline(ctx);
      headlineTopic = "cost";
      break;
    case "unknown-fact":
      headline = unknownHeadline(ctx, "fact you asked for");
      break;
    case "expiry":
      headline = expiryHeadline(ctx);
      break;
    case "contact":
      headline = contactHeadline(ctx);
      break;
    case "code":
      headline = codeHeadline(ctx);
      headlineTopic = "codes";
      break;
    default:
      if (!type && ["fee", "timeline", "inspections", "documents"].includes(analysis.form)) {
        headline = projectlessHeadline(
          ctx,
          analysis.form as "fee" | "timeline" | "inspections" | "documents",
        );
        headlineTopic = FORM_TOPIC[analysis.form] ?? null;
      } else if (!type && asksCostLimit(analysis.read)) {
        headline = costLimitHeadline(ctx);
        headlineTopic = "permit";
      } else if (!type) {
        // No project named, but the place's rule the question is closest to may say yes or no.
        const local = closestRuleHeadline(ctx) ?? statedByRuleHeadline(ctx);
        if (local) {
          headline = local;
          headlineTopic = "permit";
        } else {
          writer.paragraph(
            es
              ? `**Depende del proyecto.** Dígame qué planea construir o cambiar (una terraza, cerca, cobertizo, ADU, techo o calentador de agua) y le digo si necesita permiso en ${where}, cuánto cuesta y cuánto tarda.`
              : `**It depends on the project.** Tell me what you plan to build or change (for example a deck, fence, shed, ADU, roof or water heater) and I can say whether it needs a permit at ${where}, what it costs and how long it takes.`,
          );
          headline = "depends";
        }
      } else if ((besides = besidesPermitHeadline(ctx))) {
        headline = besides;
        headlineTopic = "permit";
      } else if (analysis.form === "limit") {
        headline = limitHeadline(ctx, type);
        headlineTopic = "permit";
      } else if (["fee", "timeline", "inspections", "documents"].includes(analysis.form)) {
        headlineTopic = FORM_TOPIC[analysis.form] ?? null;
        if (!localHeadline(ctx, analysis.form as FactTopic, types))
          factHeadline(ctx, type, analysis.form);
        headline = "info";
      } else {
        headline = verdictHeadline(ctx, types);
        headlineTopic = "permit";
      }
  }

  // A question for a fact ("What do I need before I apply?", "Where is the permit desk?") that a
  // rule on file answers gets that rule first, not a yes or no about the permit.
  // An answer that already states a fact of its own ("info") gives way only where it cites no
  // rule of the place and does not say the closest one (who issues permits is the fact asked
  // of a contact question, unless no one does), and "we don't have it on file" only where the
  // place has the rule.
  const statesOwnFact =
    ctx.writer.citesAny("local-") ||
    (closest[0] !== undefined && ctx.writer.says(closest[0].text)) ||
    (analysis.form === "contact" && jurisdiction.authority?.kind !== "none");
  if (
    analysis.asksInfo &&
    (headline === "yes" ||
      headline === "no" ||
      headline === "depends" ||
      (headline === "info" && !statesOwnFact && closest.length > 0) ||
      (headline === "unknown" && analysis.form !== "unknown-fact" && closest.length > 0)) &&
    jurisdiction.status !== "ambiguous"
  ) {
    headline = "info";
    if (closest.length > 0) {
      ctx.writer = new AnswerWriter(kb);
      headlineTopic = null;
      leadFacts(ctx, closest);
    }
  }
  const { writer: out } = ctx;
  // A contact answer already says who issues permits and why.
  if (analysis.form !== "contact") out.paragraph(authorityParagraph(ctx));
  if (type && analysis.form !== "unknown-fact" && analysis.form !== "expiry")
    projectSections(ctx, type, headlineTopic === "permit" ? null : headlineTopic);
  else if (!type && analysis.form !== "code")
    out.section(phrases.codes(jurisdiction.state?.name ?? "your state"), codesLines(ctx));
  const about = (fact: LocalFact) =>
    fact.projectTypes.some((id) => types.some((type) => type.id === id));
  const rules = [
    // The rule the question is closest to, where the answer has not stated it.
    ...closest.filter((fact) => !out.cites(`local-${fact.id}`)),
    ...(types.length === 0
      ? []
      : [
          // Rules about these projects: a general fact (property tax) is not one.
          ...localFacts(ctx, "other", types).filter(about),
          ...(analysis.form === "permit-needed" || analysis.form === "without-permit"
            ? [
                ...localFacts(ctx, "exemption", types),
                // What the permit will need, when the place says so for this project (an NOA).
                ...localFacts(ctx, "documents", types).filter(about),
              ]
            : []),
        ]),
  ]
    .filter((fact, index, all) => all.indexOf(fact) === index)
    .slice(0, 3 + closest.length);
  if (rules.length > 0)
    out.section(
      es ? "Reglas locales" : "Local rules on file",
      rules.map((fact) => factLine(ctx, fact)),
    );
  const notes = stateNotes(ctx, types);
  if (notes.length > 0) out.section(phrases.stateNotes(jurisdiction.state?.name ?? ""), notes);
  out.section(phrases.nextStep, nextStepLines(ctx));
  return out.finish(headline, language);
}
