import type { Jurisdiction } from "../permits/jurisdiction.ts";
import type { LocalFact } from "../permits/knowledge-schema.ts";
import type { ChecklistSource } from "./document-types.ts";

/**
 * What the knowledge base's local layer says about an application at this place ("Every DuPage
 * County permit application needs the property owner's signature or a notarized owner
 * authorization form"): the verified facts of the authority, then of its state, as the answers
 * use them (answer-composer's localFacts), for this project or for every project.
 */

/** Topics whose facts can say what an application must contain. */
const TOPICS = new Set<LocalFact["topic"]>(["documents", "other", "contact", "code"]);

export type LocalEvidence = { fact: LocalFact; source: ChecklistSource };

export function localEvidence(
  jurisdiction: Jurisdiction,
  projectTypeId: string,
  says: RegExp,
  /** Wording that turns the fact the other way ("does not license general contractors"). */
  unless?: RegExp,
): LocalEvidence | null {
  const facts = [jurisdiction.local, jurisdiction.stateLocal].flatMap(
    (entry) => entry?.facts ?? [],
  );
  const fact = facts.find(
    (candidate) =>
      candidate.verified &&
      TOPICS.has(candidate.topic) &&
      (candidate.projectTypes.length === 0 || candidate.projectTypes.includes(projectTypeId)) &&
      says.test(candidate.text) &&
      !unless?.test(candidate.text),
  );
  return fact ? { fact, source: { title: fact.section, url: fact.url, asOf: fact.asOf } } : null;
}

/** The place as a sentence names it: the authority, else the state, else "this place". */
export function placeName(jurisdiction: Jurisdiction): string {
  return jurisdiction.authority?.name ?? jurisdiction.state?.name ?? "this place";
}
