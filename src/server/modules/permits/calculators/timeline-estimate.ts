import type { KnowledgeBase } from "../knowledge-base.ts";
import type { ProjectType, StateCodes } from "../knowledge-schema.ts";

export type JurisdictionSize = "large" | "medium" | "small";

export type TimelineEstimate = {
  inputs: Record<string, string>;
  formula: string;
  /** Plan review, in business days. */
  reviewBusinessDays: { low: number; high: number };
  /** A review clock set by state law, when one applies to this project. */
  statutoryLimit: { days: number; text: string; source: string } | null;
  sources: string[];
};

/**
 * Timeline estimate: the project type's typical review days scaled by the size of the
 * jurisdiction, and any statutory clock the state sets (California's 60 days for ADUs).
 */
export function estimateTimeline(
  kb: KnowledgeBase,
  input: { projectType: ProjectType; size: JurisdictionSize; state: StateCodes | null },
): TimelineEstimate {
  const { projectType, size, state } = input;
  const factor = kb.timelines.jurisdictionFactors[size];
  const aduLaw = projectType.id === "adu" && state?.adu?.reviewDays ? state.adu : null;
  const clock = aduLaw
    ? { days: aduLaw.reviewDays ?? 0, text: aduLaw.law, source: aduLaw.source }
    : (state?.reviewClocks[0] ?? null);
  const floor = projectType.overTheCounter ? 0 : 1;
  const low = Math.max(floor, Math.round(projectType.reviewDays.min * factor));
  const high = Math.max(low, Math.round(projectType.reviewDays.max * factor));
  return {
    inputs: {
      project: projectType.name,
      jurisdiction: size,
      ...(state ? { state: state.code } : {}),
    },
    formula:
      `${projectType.reviewDays.min}–${projectType.reviewDays.max} business days (typical ` +
      `${projectType.name.toLowerCase()} review) × ${factor} (${size} jurisdiction)`,
    reviewBusinessDays: { low, high },
    statutoryLimit: clock,
    sources: [
      ...new Set([
        ...projectType.sources.slice(0, 1),
        kb.timelines.source,
        ...(clock ? [clock.source] : []),
      ]),
    ],
  };
}

/** Jurisdiction size from population, when it is known. */
export function sizeFromPopulation(kb: KnowledgeBase, population: number): JurisdictionSize {
  const bounds = kb.timelines.populationBounds;
  return population >= bounds.large ? "large" : population >= bounds.medium ? "medium" : "small";
}
