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
  // A statutory clock caps the estimate: it never says longer than the law allows (60 calendar
  // days are about 42 business days).
  const cap = clock
    ? /business/i.test(clock.text)
      ? clock.days
      : Math.floor((clock.days * 5) / 7)
    : Infinity;
  const high = Math.min(cap, Math.max(floor, Math.round(projectType.reviewDays.max * factor)));
  const low = Math.min(high, Math.max(floor, Math.round(projectType.reviewDays.min * factor)));
  return {
    inputs: {
      project: projectType.name,
      jurisdiction: size,
      ...(state ? { state: state.code } : {}),
    },
    formula:
      `${projectType.reviewDays.min}–${projectType.reviewDays.max} business days (typical ` +
      `${projectType.name.toLowerCase()} review) × ${factor} (${size} jurisdiction)` +
      (Number.isFinite(cap) ? `, at most ${cap} business days by state law` : ""),
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
