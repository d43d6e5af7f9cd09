import { type AdoptedCode, adoptedCodes } from "./adopted-codes.ts";
import { estimatePermitFee } from "./calculators/fee-estimate.ts";
import { estimateTimeline } from "./calculators/timeline-estimate.ts";
import { Citations } from "./citations.ts";
import type { Jurisdiction } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import type { ProjectType } from "./knowledge-schema.ts";
import { permitVerdict } from "./permit-verdict.ts";
import type { QuestionAnalysis, Topic } from "./question-analysis.ts";

export type ComposedAnswer = {
  /** The whole answer: the body, then the numbered sources. */
  markdown: string;
  body: string;
  /** "**Sources**" and the numbered list, or "" when nothing is cited. */
  sourcesMarkdown: string;
  sourceIds: string[];
};

const dollars = (value: number) => `$${value.toLocaleString("en-US")}`;
const range = (low: number, high: number, format: (value: number) => string) =>
  low === high ? format(low) : `${format(low)}–${format(high)}`;

const HELP_TOPICS =
  "permits, building codes, zoning and setbacks, timelines, inspections, documents and permit cost estimates";

function placeName(jurisdiction: Jurisdiction): string {
  return jurisdiction.city ?? jurisdiction.state?.name ?? "your city";
}

function departmentName(jurisdiction: Jurisdiction): string {
  if (jurisdiction.department) return `the ${jurisdiction.department.department}`;
  return jurisdiction.city
    ? `the ${jurisdiction.city} building department`
    : "your local building department";
}

function codeLine(code: AdoptedCode): string {
  const name = code.name ?? `${code.model}${code.edition ? ` ${code.edition}` : ""}`;
  const model = code.name && code.edition ? ` (based on the ${code.edition} ${code.model})` : "";
  return `${name}${model}${code.effective ? `, in effect since ${code.effective}` : ""}`;
}

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

  section(title: string, lines: string[]) {
    if (lines.length === 0) return;
    this.#parts.push(`### ${title}\n\n${lines.map((line) => `- ${line}`).join("\n")}`);
  }

  finish(): ComposedAnswer {
    const sourcesMarkdown = this.cite.toMarkdown();
    const body = this.#parts.join("\n\n");
    return {
      markdown: sourcesMarkdown ? `${body}\n\n${sourcesMarkdown}` : body,
      body,
      sourcesMarkdown,
      sourceIds: this.cite.sources.map((source) => source.id),
    };
  }
}

function codesLines(writer: AnswerWriter, jurisdiction: Jurisdiction): string[] {
  const state = jurisdiction.state;
  if (!state) return [];
  const cite = writer.cite;
  const lines: string[] = [];
  for (const { label, code } of adoptedCodes(state))
    lines.push(`${label}: ${codeLine(code)} ${cite.cite(code.source)}`);
  if (state.applies === "local")
    lines.push(
      `${state.name} has no single statewide code for every project: cities and counties adopt their own, so the edition in ${placeName(jurisdiction)} may differ.`,
    );
  if (jurisdiction.localCode)
    lines.push(
      `${jurisdiction.localCode.place}: ${jurisdiction.localCode.note} ${cite.cite(jurisdiction.localCode.source)}`,
    );
  if (jurisdiction.specialZone)
    lines.push(
      `${jurisdiction.specialZone.name}: stricter wind-load and product-approval rules apply in ${jurisdiction.specialZone.counties.join(" and ")} ${cite.cite(jurisdiction.specialZone.source)}`,
    );
  return lines;
}

function permitLines(
  writer: AnswerWriter,
  kb: KnowledgeBase,
  type: ProjectType,
  analysis: QuestionAnalysis,
) {
  const verdict = permitVerdict(kb, type, analysis);
  const cite = writer.cite;
  const lines: string[] = [];
  if (verdict.exemption)
    lines.push(
      `${verdict.exemption.code} ${verdict.exemption.edition} ${verdict.exemption.section}: ${verdict.exemption.text} ${cite.cite(verdict.exemption.source)}`,
    );
  for (const when of type.whenNotNeeded.slice(0, 3)) {
    const exemption = when.exemption
      ? kb.exemptions.find((item) => item.id === when.exemption)
      : undefined;
    if (exemption === verdict.exemption && exemption) continue;
    lines.push(
      `Not usually needed: ${when.text}${exemption ? ` ${cite.cite(exemption.source)}` : ""}`,
    );
  }
  if (type.trades.some((trade) => trade !== "building" && trade !== "zoning"))
    lines.push(
      `Trades involved: ${type.trades.join(", ")}. Electrical, plumbing and gas work usually needs its own permit even when the building work is exempt.`,
    );
  lines.push(
    "Exempt work must still meet the code and local zoning (setbacks, easements, height limits).",
  );
  return { verdict, lines };
}

function shortAnswer(
  writer: AnswerWriter,
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  type: ProjectType,
  analysis: QuestionAnalysis,
): string {
  const verdict = permitVerdict(kb, type, analysis);
  const cite = verdict.exemption
    ? writer.cite.cite(verdict.exemption.source)
    : writer.cite.cite(...type.sources.slice(0, 1));
  const opener =
    verdict.kind === "exempt"
      ? "Probably not."
      : verdict.kind === "needed"
        ? "Yes."
        : "It depends on the size.";
  return `**Short answer:** ${analysis.topics.has("permit") ? `${opener} ` : ""}${verdict.reason} ${cite}`.trim();
}

function caveat(jurisdiction: Jurisdiction): string {
  const place = placeName(jurisdiction);
  const owner = jurisdiction.city ? `${jurisdiction.city}'s own rule` : "the local rule";
  return `Local rules can be stricter than the model code: ${place} may amend it, and zoning, HOA and historic-district rules still apply. Confirm ${owner} with ${departmentName(jurisdiction)} before you build.`;
}

function nextStepLines(writer: AnswerWriter, jurisdiction: Jurisdiction): string[] {
  const department = jurisdiction.department;
  if (!department)
    return [
      `Call or visit ${departmentName(jurisdiction)}: ask whether your project needs a permit and what they need to see. Many departments take applications online.`,
    ];
  return [
    `${department.department}: ${department.website} ${writer.cite.cite(department.source)}`,
    ...(department.portal ? [`Apply online: ${department.portal}`] : []),
    ...(department.phone ? [`Phone: ${department.phone}`] : []),
    ...department.notes.slice(0, 2),
  ];
}

/**
 * The built-in permit engine's answer: a direct answer first, then only the sections the question
 * asks about, each fact cited, the local caveat, the next step, and the sources.
 */
export function composeAnswer(
  kb: KnowledgeBase,
  jurisdiction: Jurisdiction,
  analysis: QuestionAnalysis,
  context: { address?: string | undefined },
): ComposedAnswer {
  const writer = new AnswerWriter(kb);
  const where = context.address ?? placeName(jurisdiction);

  if (analysis.offTopic) {
    writer.paragraph(
      `I can help with ${HELP_TOPICS} for ${where}. Try asking, for example: "Do I need a permit for a deck?" or "How long does a kitchen remodel permit take?"`,
    );
    return writer.finish();
  }

  const [type] = analysis.projectTypes;
  const topics = analysis.topics;
  const ask = (topic: Topic) => topics.has(topic);

  if (!type) {
    writer.paragraph(
      `**Short answer:** The rules depend on the project. Tell me what you plan to build or change (for example a deck, fence, shed, ADU, roof or water heater) and I can say whether it needs a permit at ${where}, what it costs and how long it takes.`,
    );
    writer.section(
      `Codes that apply in ${jurisdiction.state?.name ?? "your state"}`,
      codesLines(writer, jurisdiction),
    );
    if (ask("zoning") && jurisdiction.state?.adu)
      writer.section("Zoning and setbacks", [
        `${jurisdiction.state.adu.law}: ${jurisdiction.state.adu.summary} ${writer.cite.cite(jurisdiction.state.adu.source)}`,
      ]);
    writer.section("Next step at the department", nextStepLines(writer, jurisdiction));
    writer.paragraph(caveat(jurisdiction));
    return writer.finish();
  }

  writer.paragraph(shortAnswer(writer, kb, jurisdiction, type, analysis));

  if (ask("permit")) {
    const { lines } = permitLines(writer, kb, type, analysis);
    const state = jurisdiction.state;
    if (type.id === "adu" && state?.adu && !ask("zoning"))
      lines.push(
        `${state.name} ADU law, ${state.adu.law}: ${state.adu.summary} ${writer.cite.cite(state.adu.source)}`,
      );
    if (state?.residential && !ask("codes"))
      lines.push(
        `In ${state.name} the residential code is the ${codeLine(state.residential)} ${writer.cite.cite(state.residential.source)}`,
      );
    writer.section("Do you need a permit?", lines);
  }
  if (ask("codes"))
    writer.section(
      `Codes that apply in ${jurisdiction.state?.name ?? "your state"}`,
      codesLines(writer, jurisdiction),
    );
  if (ask("zoning")) {
    const lines = [
      "Zoning sets where on the lot you may build (setbacks from property lines, height, lot coverage); it applies even to permit-exempt work, and the limits are local.",
    ];
    if (type.id === "adu" && jurisdiction.state?.adu)
      lines.push(
        `${jurisdiction.state.adu.law}: ${jurisdiction.state.adu.summary} ${writer.cite.cite(jurisdiction.state.adu.source)}`,
      );
    lines.push(
      `Ask ${departmentName(jurisdiction)} (or the planning department) for the zoning district of ${where} and its setbacks.`,
    );
    writer.section("Zoning and setbacks", lines);
  }
  if (ask("documents"))
    writer.section(
      "Documents usually asked for",
      type.documents.map((doc, index) =>
        index === 0 ? `${doc} ${writer.cite.cite(...type.sources.slice(0, 1))}` : doc,
      ),
    );
  if (ask("inspections"))
    writer.section(
      "Inspections, in order",
      type.inspections.map((step, index) => `${index + 1}. ${step}`),
    );
  if (ask("timeline")) {
    const timeline = estimateTimeline(kb, {
      projectType: type,
      size: jurisdiction.size,
      state: jurisdiction.state,
    });
    const lines = [
      `Plan review: about ${range(timeline.reviewBusinessDays.low, timeline.reviewBusinessDays.high, String)} business days ${writer.cite.cite(...timeline.sources.slice(0, 2))}${type.overTheCounter ? "; simple jobs are often approved over the counter or online the same day" : ""}.`,
      `How: ${timeline.formula}.`,
    ];
    if (timeline.statutoryLimit)
      lines.push(
        `By state law: ${timeline.statutoryLimit.text}, at most ${timeline.statutoryLimit.days} days ${writer.cite.cite(timeline.statutoryLimit.source)}`,
      );
    lines.push("Add time for corrections, inspections and any zoning or HOA approval.");
    writer.section("Timeline", lines);
  }
  if (ask("cost")) {
    const fee = estimatePermitFee(kb, {
      projectType: type,
      areaSqFt: analysis.areaSqFt ?? undefined,
      jobCost: analysis.jobCost ?? undefined,
    });
    writer.section(
      "Permit cost estimate",
      fee
        ? [
            `Valuation: ${range(fee.valuation.low, fee.valuation.high, dollars)} ${writer.cite.cite(...fee.sources.slice(0, 1))}`,
            `Permit fee: about ${range(fee.permitFee.low, fee.permitFee.high, dollars)}; plan review about ${range(fee.planReviewFee.low, fee.planReviewFee.high, dollars)}; total about ${range(fee.total.low, fee.total.high, dollars)} ${writer.cite.cite(...fee.sources)}`,
            `How: ${fee.formula}.`,
            `This is an estimate from a typical schedule: ${placeName(jurisdiction)}'s own fee schedule decides.`,
          ]
        : ["There is not enough to estimate: tell me the job cost or the area."],
    );
  }
  writer.section("Next step at the department", nextStepLines(writer, jurisdiction));
  writer.paragraph(caveat(jurisdiction));
  return writer.finish();
}
