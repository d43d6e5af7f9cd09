import type { Jurisdiction } from "./jurisdiction.ts";
import { coreName } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Exemption, ProjectType } from "./knowledge-schema.ts";
import type { QuestionAnalysis } from "./question-analysis.ts";

/**
 * The permit rule that governs a project at an address: the authority's own amendment, else the
 * state's, else the model code's exemption (ARCHITECTURE §6 "Layers, most specific first").
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
export type Check = { value: number; limit: number; unit: "sq ft" | "ft" | "in"; strict?: boolean };

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

/** The most specific verified rule for a project at a place, or null when none exempts it. */
export function governingRule(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  type: ProjectType,
): PermitRule | null {
  const amendments = kb.amendments.filter(
    (amendment) =>
      amendment.verified &&
      amendment.state === jurisdiction.stateCode &&
      amendment.projectTypes.includes(type.id),
  );
  const local = amendments.find(
    (amendment) =>
      amendment.layer === "local" &&
      amendment.authority !== null &&
      jurisdiction.authority !== null &&
      coreName(amendment.authority) === coreName(jurisdiction.authority.name),
  );
  const chosen = local ?? amendments.find((amendment) => amendment.layer === "state");
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

const TYPICAL_FENCE_FT = 6;

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
  const rule = governingRule(kb, jurisdiction, type);
  const base = { rule, check: null, attached: false, type, dependsOn: null };
  if (type.permit === "required") return { ...base, kind: "needed" };
  // "anySize": the rule exempts every such project (Minnesota's farm buildings).
  if (rule && rule.layer !== "model" && rule.limits.anySize) return { ...base, kind: "exempt" };
  // A local or state rule with no limits exempts nothing of the kind ("a permit for any shed").
  if (rule && rule.layer !== "model" && Object.keys(rule.limits).length === 0)
    return { ...base, kind: "needed" };
  if (!rule || Object.keys(rule.limits).length === 0) {
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
  // Over the rule's limit but within its wider one: it turns on where exactly the property is.
  const wider = rule.widerLimits;
  if (over && wider && !checksOf({ ...rule, limits: wider.limits }, analysis).some(exceeds))
    return {
      ...base,
      kind: "depends",
      check: over,
      dependsOn: `whether ${wider.where}`,
    };
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
