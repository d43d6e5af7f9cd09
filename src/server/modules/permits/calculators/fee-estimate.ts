import type { KnowledgeBase } from "../knowledge-base.ts";
import type { FeeSchedule, ProjectType } from "../knowledge-schema.ts";

export type Range = { low: number; high: number };

export type FeeEstimateInput = {
  projectType: ProjectType;
  /** New or altered floor area, when the question gives it. */
  areaSqFt?: number | undefined;
  /** The user's own job cost, which beats any valuation table. */
  jobCost?: number | undefined;
};

export type FeeEstimate = {
  inputs: Record<string, string | number>;
  formula: string;
  valuation: Range;
  permitFee: Range;
  planReviewFee: Range;
  total: Range;
  /** Source ids the figures come from. */
  sources: string[];
};

/** The schedule's fee for one valuation: the bracket's base fee plus its rate per step above. */
export function scheduleFee(schedule: FeeSchedule, valuation: number): number {
  const bracket = [...schedule.brackets]
    .sort((a, b) => b.from - a.from)
    .find((candidate) => valuation > candidate.from || candidate.from === 0);
  if (!bracket) return 0;
  const steps = Math.max(0, Math.ceil((valuation - bracket.from) / bracket.per));
  return bracket.baseFee + steps * bracket.rate;
}

const round = (value: number) => Math.round(value);

/** The job's valuation: the user's cost, else area × ICC cost per sq ft, else a typical range. */
function valuationOf(kb: KnowledgeBase, input: FeeEstimateInput) {
  const { projectType, areaSqFt, jobCost } = input;
  if (jobCost)
    return {
      valuation: { low: jobCost, high: jobCost },
      how: `your job cost $${jobCost}`,
      sources: [],
    };
  const basis = projectType.valuation;
  const row =
    basis && kb.valuation.rows.find((candidate) => candidate.occupancy === basis.occupancy);
  const perSqFt = basis && row?.costPerSqFt[basis.constructionType];
  if (basis && perSqFt && areaSqFt) {
    const value = round(areaSqFt * perSqFt * basis.factor);
    const factor = basis.factor === 1 ? "" : ` × ${basis.factor}`;
    return {
      valuation: { low: value, high: value },
      how: `${areaSqFt} sq ft × $${perSqFt}/sq ft (ICC ${basis.occupancy} ${basis.constructionType})${factor}`,
      sources: [kb.valuation.source],
    };
  }
  if (projectType.typicalJobCost)
    return {
      valuation: { low: projectType.typicalJobCost.min, high: projectType.typicalJobCost.max },
      how: `a typical ${projectType.name.toLowerCase()} job cost`,
      sources: projectType.sources.slice(0, 1),
    };
  return null;
}

/**
 * Permit-fee estimate: valuation (job cost, or ICC Building Valuation Data × area) run through a
 * typical fee schedule, plus the plan-review share, widened by the schedule's spread because
 * local fees differ. Null when there is nothing to value the job by.
 */
export function estimatePermitFee(kb: KnowledgeBase, input: FeeEstimateInput): FeeEstimate | null {
  const valued = valuationOf(kb, input);
  if (!valued) return null;
  const schedule = kb.feeSchedule;
  const permitFee = {
    low: round(scheduleFee(schedule, valued.valuation.low) * (1 - schedule.spread)),
    high: round(scheduleFee(schedule, valued.valuation.high) * (1 + schedule.spread)),
  };
  const planReviewFee = {
    low: round(permitFee.low * schedule.planReviewShare),
    high: round(permitFee.high * schedule.planReviewShare),
  };
  return {
    inputs: {
      project: input.projectType.name,
      ...(input.areaSqFt ? { areaSqFt: input.areaSqFt } : {}),
      ...(input.jobCost ? { jobCost: input.jobCost } : {}),
    },
    formula:
      `valuation = ${valued.how}; permit fee = ${schedule.title} on the valuation, ` +
      `±${Math.round(schedule.spread * 100)}%; plan review = ` +
      `${Math.round(schedule.planReviewShare * 100)}% of the permit fee`,
    valuation: valued.valuation,
    permitFee,
    planReviewFee,
    total: { low: permitFee.low + planReviewFee.low, high: permitFee.high + planReviewFee.high },
    sources: [...new Set([...valued.sources, schedule.source])],
  };
}
