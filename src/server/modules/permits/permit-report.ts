import { adoptedCodes } from "./adopted-codes.ts";
import { estimatePermitFee } from "./calculators/fee-estimate.ts";
import { estimateTimeline } from "./calculators/timeline-estimate.ts";
import type { Jurisdiction } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { Source, StateCodes } from "./knowledge-schema.ts";
import { exemptionsFor, governingRule } from "./permit-verdict.ts";

/** Worked examples on every report: one small job, one remodel, one addition with its area. */
const EXAMPLES = [
  { projectType: "deck", areaSqFt: undefined },
  { projectType: "kitchen-remodel", areaSqFt: undefined },
  { projectType: "addition", areaSqFt: 400 },
] as const;

function codeRows(state: StateCodes) {
  return adoptedCodes(state).map(({ label, code }) => ({
    label,
    model: code.model,
    edition: code.edition,
    effective: code.effective,
    name: code.name,
    sourceId: code.source,
  }));
}

/**
 * The public permit report for a place: jurisdiction, adopted codes, common projects
 * with their permit rule and exemption limits, the department, and example estimates. Every
 * fact carries the id of its source; `sources` holds them all.
 */
export function buildPermitReport(kb: KnowledgeBase, jurisdiction: Jurisdiction, address: string) {
  const { state } = jurisdiction;
  const used = new Set<string>();
  const use = <T extends string | null | undefined>(id: T) => {
    if (id) used.add(id);
    return id;
  };
  const projects = kb.projectTypes.map((type) => {
    const exemption = exemptionsFor(kb, type).find((item) => item.code === "IRC") ?? null;
    // The place's or the state's own rule for it, which the answers use over the model code's.
    const rule = jurisdiction.authority ? governingRule(kb, jurisdiction, type) : null;
    const ownRule = rule && rule.layer !== "model" ? rule : null;
    use(type.sources[0]);
    use(exemption?.source);
    use(ownRule?.source);
    return {
      id: type.id,
      name: type.name,
      permit: type.permit,
      summary: type.summary,
      overTheCounter: type.overTheCounter,
      exemption: exemption && {
        code: exemption.code,
        edition: exemption.edition,
        section: exemption.section,
        text: exemption.text,
        limits: exemption.limits,
        sourceId: exemption.source,
      },
      /** The local or state rule that replaces the model code's for this project here. */
      rule: ownRule && {
        layer: ownRule.layer,
        section: ownRule.section,
        text: ownRule.text,
        limits: ownRule.limits,
        permitName: ownRule.permitName,
        sourceId: ownRule.source,
      },
      sourceId: type.sources[0] ?? null,
    };
  });
  // The local layer's facts for this authority, and the state's, each with its as-of date.
  const localRules = [jurisdiction.local, jurisdiction.stateLocal].flatMap((entry) =>
    (entry?.facts ?? []).map((fact) => ({
      id: fact.id,
      layer: entry?.authority ? ("local" as const) : ("state" as const),
      topic: fact.topic,
      text: fact.text,
      section: fact.section,
      asOf: fact.asOf,
      sourceId: use(`local-${fact.id}`),
    })),
  );
  const hasLocal = Boolean(
    jurisdiction.local?.authority &&
    (jurisdiction.local.facts.length > 0 || jurisdiction.local.department),
  );
  const examples = EXAMPLES.flatMap(({ projectType, areaSqFt }) => {
    const type = kb.projectTypes.find((candidate) => candidate.id === projectType);
    if (!type) return [];
    const fee = estimatePermitFee(kb, { projectType: type, areaSqFt });
    const timeline = estimateTimeline(kb, { projectType: type, size: jurisdiction.size, state });
    for (const id of [...(fee?.sources ?? []), ...timeline.sources]) use(id);
    return [{ project: type.name, areaSqFt: areaSqFt ?? null, fee, timeline }];
  });
  const codes = state ? codeRows(state) : [];
  for (const code of codes) use(code.sourceId);
  use(jurisdiction.department?.source);
  use(jurisdiction.localCode?.source);
  use(jurisdiction.specialZone?.source);
  use(state?.adu?.source);
  const sources: Source[] = [...used].flatMap((id) => kb.sources.get(id) ?? []);
  for (const { source } of jurisdiction.stateRule?.sources.slice(0, 1) ?? []) use(source);
  const office = jurisdiction.local;
  return {
    address,
    jurisdiction: {
      city: jurisdiction.city,
      county: jurisdiction.county,
      stateCode: jurisdiction.stateCode,
      stateName: state?.name ?? null,
      size: jurisdiction.size,
      /** Who issues building permits at the address, how that was decided, and how sure it is. */
      status: jurisdiction.status,
      authority: jurisdiction.authority,
      alternatives: jurisdiction.alternatives,
      basis: jurisdiction.basis,
      confidence: jurisdiction.confidence,
      stateRule: jurisdiction.stateRule?.verified ? jurisdiction.stateRule.note : null,
      office:
        office && (office.department || office.website || office.phone)
          ? {
              name: office.department,
              website: office.website,
              portal: office.portal,
              phone: office.phone,
              address: office.address,
            }
          : null,
    },
    /** Which layers the report draws on here: the model code always, the state's, the place's. */
    layers: {
      model: true,
      state: Boolean(jurisdiction.stateLocal?.facts.length || state?.residential),
      local: hasLocal,
      /** The newest as-of date of the place's facts on file. */
      localAsOf:
        localRules
          .filter((rule) => rule.layer === "local")
          .map((rule) => rule.asOf)
          .sort()
          .at(-1) ?? null,
    },
    localRules,
    stateCodeName: state?.stateCodeName ?? null,
    applies: state?.applies ?? null,
    codes,
    localCode: jurisdiction.localCode,
    specialZone: jurisdiction.specialZone,
    adu: state?.adu ?? null,
    reviewClocks: state?.reviewClocks ?? [],
    stateNotes: state?.notes ?? [],
    department: jurisdiction.department,
    projects,
    examples,
    sources,
  };
}

export type PermitReport = ReturnType<typeof buildPermitReport>;
