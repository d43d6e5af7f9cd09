import {
  type ExampleRequirement,
  type ExampleSource,
  type PermitExample,
  permitReportUrl,
} from "#shared/examples.ts";
import type { KnowledgeBase } from "../permits/knowledge-base.ts";
import type { Source } from "../permits/knowledge-schema.ts";
import type { PermitEngine } from "../permits/permit-engine.ts";
import { buildPermitReport } from "../permits/permit-report.ts";

/**
 * The /examples gallery's addresses, each with a question an owner there would ask. Chosen for
 * their spread (states, and every kind of authority: city, consolidated city-county, Northeast
 * town, Midwest township, county outside cities, no one) and because the engine holds verified
 * local facts for them (tests/answer-quality/ asks about most). Only the inputs live here: every
 * answer and requirement is the engine's, computed when the site is built.
 */
export const EXAMPLE_QUESTIONS = [
  {
    address: "7100 SE 52nd Ave, Portland, OR 97206",
    question: "How tall can my backyard fence be without a permit?",
  },
  {
    address: "700 Catharine St, Philadelphia, PA 19147",
    question: "Do I need a permit to build a retaining wall in my backyard?",
  },
  {
    address: "2140 Hamilton Rd, Okemos, MI 48864",
    question: "Do I need a building permit for a 10x16 storage shed?",
  },
  {
    address: "7780 Tylers Place Blvd, West Chester Township, OH 45069",
    question: "Who issues the building permit for a new deck here?",
  },
  {
    address: "25 Fifth Ave, Narragansett, RI 02882",
    question: "What documents do I need to apply for a building permit?",
  },
  {
    address: "9000 Three Chopt Rd, Henrico, VA 23229",
    question: "Do I need a permit for a 12x16 storage shed?",
  },
  {
    address: "5510 Louetta Rd, Spring, TX 77379",
    question: "Who issues the building permit for a detached garage?",
  },
  {
    address: "900 Russell St, Nashville, TN 37206",
    question: "Do I need a permit for a 600 sq ft detached garage?",
  },
  {
    address: "90 Jewett Ave, Jersey City, NJ 07304",
    question: "How long does it take to get a construction permit?",
  },
  {
    address: "9500 S Durango Dr, Las Vegas, NV 89178",
    question: "How long do I have to pick up my permit once it's ready?",
  },
  {
    address: "1200 Main St, Evanston, WY 82930",
    question: "Do I need a permit for a small deck?",
  },
  {
    address: "800 Cushman St, Fairbanks, AK 99701",
    question: "How quickly is a residential building permit issued?",
  },
] as const;

/** The headline requirements a card shows. */
const REQUIREMENTS_SHOWN = 3;

const sourceOf = ({ title, publisher, url, asOf }: Source): ExampleSource => ({
  title,
  publisher,
  url,
  asOf,
});

/**
 * The place's rules a card leads with: the place's own before the state's, and not the office
 * contact (the card names the authority itself).
 */
function requirementsOf(kb: KnowledgeBase, report: ReturnType<typeof buildPermitReport>) {
  const rules = report.localRules.filter((rule) => rule.topic !== "contact");
  const ordered = [
    ...rules.filter((rule) => rule.layer === "local"),
    ...rules.filter((rule) => rule.layer === "state"),
  ];
  return ordered.slice(0, REQUIREMENTS_SHOWN).map((rule): ExampleRequirement => ({
    layer: rule.layer,
    text: rule.text,
    source: (() => {
      const source = kb.sources.get(rule.sourceId);
      return source ? sourceOf(source) : null;
    })(),
  }));
}

/**
 * An answer's opening paragraph, the direct answer to the question, without its citation marks,
 * and the sources those marks pointed to (an answer's [n] is its n-th source id).
 */
export function openingOf(kb: KnowledgeBase, body: string, sourceIds: readonly string[]) {
  const [opening = ""] = body.trim().split(/\n\s*\n/);
  const cited = [...opening.matchAll(/\[(\d+)\]/g)].map((match) => sourceIds[Number(match[1]) - 1]);
  const sources = [...new Set(cited)].flatMap((id) => {
    const source = id === undefined ? undefined : kb.sources.get(id);
    return source ? [sourceOf(source)] : [];
  });
  const text = opening.replace(/\s*(\[\d+\])+/g, "").trim();
  return { text, sources };
}

/** One gallery card: the place, who issues permits, its leading rules and one answered question. */
export function buildPermitExample(
  kb: KnowledgeBase,
  engine: PermitEngine,
  { address, question }: { address: string; question: string },
): PermitExample {
  const jurisdiction = engine.jurisdiction({ address });
  const report = buildPermitReport(kb, jurisdiction, address);
  const answer = engine.answer(question, { address });
  const place = [jurisdiction.city, jurisdiction.county, jurisdiction.state?.name]
    .filter((part): part is string => Boolean(part))
    .join(", ");
  return {
    address,
    place,
    authority: jurisdiction.authority,
    basis: jurisdiction.basis,
    requirements: requirementsOf(kb, report),
    question,
    answer: { headline: answer.headline, ...openingOf(kb, answer.body, answer.sourceIds) },
    reportUrl: permitReportUrl(address),
  };
}

/** The whole gallery, in the order of EXAMPLE_QUESTIONS. */
export const buildPermitExamples = (kb: KnowledgeBase, engine: PermitEngine) =>
  EXAMPLE_QUESTIONS.map((example) => buildPermitExample(kb, engine, example));
