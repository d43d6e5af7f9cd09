import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Exemption, ProjectType } from "./knowledge-schema.ts";
import type { QuestionAnalysis } from "./question-analysis.ts";

/** Whether a project needs a permit under the model residential code, and why. */
export type PermitVerdict = {
  kind: "exempt" | "needed" | "depends";
  /** One sentence, without citation marks. */
  reason: string;
  exemption: Exemption | null;
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

/** "attached to the house", but not "detached" or "not attached". */
const ATTACHED = /(?<!not |de)\battached\b/i;

/** The limit a question's measurement is compared with, and how to say it. */
const MEASURED: Record<
  string,
  { from: (analysis: QuestionAnalysis) => number | null; unit: string }
> = {
  floorAreaSqFt: { from: (analysis) => analysis.areaSqFt, unit: "sq ft" },
  heightFt: { from: (analysis) => analysis.heightFt, unit: "ft" },
};

function measured(analysis: QuestionAnalysis, exemption: Exemption) {
  return Object.entries(exemption.limits).flatMap(([key, limit]) => {
    const rule = MEASURED[key];
    const value = rule?.from(analysis);
    return rule && value !== null && value !== undefined
      ? [{ key, limit, value, unit: rule.unit }]
      : [];
  });
}

/**
 * The verdict for one project under the IRC: a measurement within an exemption's limit makes it
 * exempt, one over the limit needs a permit, and without measurements it depends on the limit.
 */
export function permitVerdict(
  kb: KnowledgeBase,
  type: ProjectType,
  analysis: QuestionAnalysis,
): PermitVerdict {
  const exemptions = exemptionsFor(kb, type).filter((exemption) => exemption.code === "IRC");
  for (const exemption of exemptions) {
    const checks = measured(analysis, exemption);
    if (checks.length === 0) continue;
    const over = checks.find((check) => check.value > check.limit);
    if (over)
      return {
        kind: "needed",
        reason: `At ${over.value} ${over.unit}, it is over the ${over.limit} ${over.unit} limit of the residential code's exemption, so a building permit is required.`,
        exemption,
      };
    if (/\bnot attached\b/i.test(exemption.text) && ATTACHED.test(analysis.question))
      return {
        kind: "needed",
        reason: `Attached to the house, it is not covered by the residential code's exemption (${exemption.section}), which is only for structures that are not attached, so a building permit is required.`,
        exemption,
      };
    const within = checks.map((check) => `${check.value} ${check.unit}`).join(" and ");
    const limits = checks.map((check) => `${check.limit} ${check.unit}`).join(" and ");
    return {
      kind: "exempt",
      reason: `At ${within}, it is within the ${limits} limit of ${exemption.code} ${exemption.edition} ${exemption.section}, which exempts from a permit: ${lowerFirst(exemption.text)}`,
      exemption,
    };
  }
  const [first] = exemptions;
  if (type.permit === "rarely")
    return { kind: "exempt", reason: type.summary, exemption: first ?? null };
  if (first && type.permit !== "required")
    return {
      kind: "depends",
      reason: `It depends on its size: the residential code exempts it only when ${lowerFirst(first.text)}`,
      exemption: first,
    };
  return { kind: "needed", reason: type.summary, exemption: null };
}

function lowerFirst(text: string): string {
  const trimmed = text.trim().replace(/\.?$/, ".");
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}
