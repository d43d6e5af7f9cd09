import type { Jurisdiction } from "../permits/jurisdiction.ts";
import { checklistId } from "./checklist-ids.ts";
import type { ChecklistItem } from "./document-types.ts";
import { localEvidence, placeName } from "./local-evidence.ts";

/**
 * Items most applications meet whatever the project: who may apply, the contractor's license, and
 * the approvals that depend on the property (an HOA, a historic district). The model codes do not
 * settle these, so each rests on the place's own verified fact where the knowledge base has one;
 * otherwise its source is null and its `why` says it is unverified.
 */

const OWNER_AUTHORIZATION =
  /\bowner'?s? (?:signature|authori[sz]ation|consent)\b|\bauthori[sz]ed agents?\b|\bnotari[sz]ed letter\b|\bletter from the owner\b|\bsigned by the (?:property )?owner\b/i;
/** A fact that contractors must be licensed, not only that licensed ones may do something. */
const LICENSED_CONTRACTORS =
  /^(?=.*\b(?:only|must|requires?|required|needs?|issued to|issues (?:building )?permits)\b)(?=.*(?:\blicensed (?:general |residential |building |home improvement )?contractors?\b|\bcontractors? (?:must be |are )?licensed\b|\bcontractor'?s? licen[cs]e\b|\b(?:state|city|georgia|iowa)[- ]licensed\b|\blicen[cs]e holder\b|\bmust hold an? [^.]{0,60}licen[cs]e\b|\bprofessional license\b|\blicensed construction supervisors?\b))/is;
/** Facts that say a license is not needed ("does not license general contractors"). */
const NO_LICENSE =
  /\bdoes not license\b|\bwithout (?:a |an )?(?:state-)?licen[cs]ed?\b|\bno licen[cs]e\b|\bnot need a licen[cs]e\b|\bwithout registering\b/i;
/** The place asks to see the HOA's approval ("the HOA approval must be submitted with the permit request"). */
const HOA_ASKED = /\bHOA\b[^.;]{0,60}\b(?:approvals?|letter)\b/i;
const HOA_NOT_ASKED = /\bdoes not require\b|\bdoes not mean\b/i;
/** The place says the HOA is apart from the permit ("does not require HOA approval", "HOA rules still apply"). */
const HOA_SEPARATE =
  /\bdoes not require HOA approval\b|\bdoes not mean approval from\b[^.]*\bhomeowners'? association\b|\bHOA (?:rules|or POA may have rules)\b/i;
/** A fact that the place reviews historic properties (a commission, a certificate, a review). */
const HISTORIC =
  /\bcertificate of appropriateness\b|\bhistoric\b[^.]{0,160}\b(?:review\w*|approv\w*|commission|board|division|office|specialist|restrictions|requirements)\b|\b(?:landmarks?|cultural resources)\b[^.]{0,80}\b(?:review\w*|approv\w*|commission|office)\b/i;

function ownerAuthorization(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem {
  const evidence = localEvidence(jurisdiction, projectTypeId, OWNER_AUTHORIZATION);
  return {
    id: checklistId("general", [["owner-authorization"]]),
    label: "The owner's authorization for the applicant",
    why: evidence
      ? `${evidence.fact.text} When a contractor or agent applies, the owner's signed authorization shows they may.`
      : `When a contractor or agent applies for the owner, permit offices commonly want the owner's signed authorization. Unverified: we have no rule on file for ${placeName(jurisdiction)}.`,
    kind: "document",
    appliesWhen: "where someone other than the owner applies",
    source: evidence?.source ?? null,
    detectable: true,
  };
}

/** Who might license contractors here: "City of Moore or Oklahoma", or the state alone. */
function licensers(jurisdiction: Jurisdiction): string {
  const { authority, state } = jurisdiction;
  return authority && state ? `${authority.name} or ${state.name}` : placeName(jurisdiction);
}

function contractorLicense(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem {
  const evidence = localEvidence(jurisdiction, projectTypeId, LICENSED_CONTRACTORS, NO_LICENSE);
  return {
    id: checklistId("general", [["contractor-license"]]),
    label: "The contractor's license number",
    why: evidence
      ? `${evidence.fact.text} The license number is how the permit office checks it.`
      : `Unverified: we don't know whether ${licensers(jurisdiction)} licenses contractors for this work. Where contractors are licensed, the application asks for the contractor's license number.`,
    kind: "document",
    appliesWhen: evidence
      ? "where a contractor does the work"
      : "where the jurisdiction licenses contractors",
    source: evidence?.source ?? null,
    detectable: true,
  };
}

function hoaApproval(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem {
  const asked = localEvidence(jurisdiction, projectTypeId, HOA_ASKED, HOA_NOT_ASKED);
  const separate = asked ? null : localEvidence(jurisdiction, projectTypeId, HOA_SEPARATE);
  const evidence = asked ?? separate;
  const place = placeName(jurisdiction);
  return {
    id: checklistId("general", [["hoa-approval"]]),
    label: "Homeowners association (HOA) approval",
    why: asked
      ? `Not a building-code requirement, but ${place} asks to see it: ${asked.fact.text}`
      : separate
        ? `Not a permit requirement: ${separate.fact.text}`
        : `Not a permit requirement: an HOA's rules are a private agreement, separate from the permit, so an approval is between you and the association. We have no rule on file that ${place} asks to see it (unverified).`,
    kind: "document",
    appliesWhen: "where the property is in a homeowners association",
    source: evidence?.source ?? null,
    detectable: true,
  };
}

function historicApproval(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem {
  const evidence = localEvidence(jurisdiction, projectTypeId, HISTORIC);
  return {
    id: checklistId("general", [["historic-approval"]]),
    label: "Historic review approval (such as a Certificate of Appropriateness)",
    why: evidence
      ? evidence.fact.text
      : `On a landmark or in a historic district, a historic preservation body commonly reviews exterior work before the permit is issued. Unverified: we have no historic-review rule on file for ${placeName(jurisdiction)}.`,
    kind: "document",
    appliesWhen: "where the property is in a historic district or is a landmark",
    source: evidence?.source ?? null,
    detectable: true,
  };
}

export function generalItems(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem[] {
  return [
    ownerAuthorization(jurisdiction, projectTypeId),
    contractorLicense(jurisdiction, projectTypeId),
    hoaApproval(jurisdiction, projectTypeId),
    historicApproval(jurisdiction, projectTypeId),
  ];
}
