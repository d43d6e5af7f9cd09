import type { Jurisdiction } from "../permits/jurisdiction.ts";
import type { ChecklistItem } from "./document-types.ts";
import { localEvidence } from "./local-evidence.ts";

/**
 * Mechanical checks of the drawing sheets: a stated scale, written dimensions, the property's
 * address and parcel number on the title sheet, and a signed, dated signature block.
 *
 * Unverified: the model codes' construction-document rules (IRC §R106.1.1 "Information on
 * construction documents", §R106.2 "Site plan or plot plan"; IBC §107.2.1, §107.2.6) could not be
 * checked against the ICC's published text: the stored copies searched (queries "IRC R106.1.1
 * Information on construction documents", "R106.2 Site plan or plot plan …", "codes.iccsafe.org
 * IRC2021P2 chapter-1-scope-and-administration", "IBC 107.2.6 site plan …") held only third-party
 * paraphrases and local ordinances. So no item cites them: an item's source is the place's own
 * verified fact where the knowledge base has one, else null.
 */

type SheetCheck = {
  name: "scale" | "dimensions" | "address" | "parcel" | "signature";
  label: string;
  why: string;
  /** A verified local fact that asks for this ("… drawn to scale"). */
  asked: RegExp;
  /** Only where the place asks for it, when no fact on file says it does. */
  unlessAsked: string | null;
};

const CHECKS: SheetCheck[] = [
  {
    name: "scale",
    label: "Scale stated on the drawings",
    why: 'Reviewers measure from the drawings; a stated scale (such as 1/4" = 1\'-0") tells them how, and "NTS" says a drawing is not to scale.',
    asked: /\bto scale\b|\bscaled\b/i,
    unlessAsked: null,
  },
  {
    name: "dimensions",
    label: "Dimensions written on the plans",
    why: "Written sizes and distances (12'-6\", 25'-0\") let the reviewer check setbacks, room sizes and spans without guessing.",
    asked: /\bdimension(?:s|ed)\b/i,
    unlessAsked: null,
  },
  {
    name: "address",
    label: "The property's address on the title sheet",
    why: "The title sheet names the property, so the drawings are matched to the right application and can't be mixed up with another job.",
    asked: /\bstreet address\b|\baddress of the work\b/i,
    unlessAsked: null,
  },
  {
    name: "parcel",
    label: "The parcel number (APN or PIN) on the title sheet",
    why: "Where the permit office files plans by parcel number, having it on the title sheet helps them match the plans to the property.",
    asked: /\b(?:PIN|APN)\b|\b[Pp]arcel (?:number|ID|id|no)\b/,
    unlessAsked: "where the permit office asks for the parcel number on the plans",
  },
  {
    name: "signature",
    label: "Signed and dated by the owner or the designer",
    why: "A signed, dated drawing shows who prepared it and who stands behind it.",
    asked:
      /\bsigned and sealed\b|\bseal and signature\b|\bsignature and seal\b|\bsealed by\b|\bstamp\b/i,
    unlessAsked: null,
  },
];

export function sheetItems(jurisdiction: Jurisdiction, projectTypeId: string): ChecklistItem[] {
  return CHECKS.map((check) => {
    const evidence = localEvidence(jurisdiction, projectTypeId, check.asked);
    return {
      id: `sheet:${check.name}`,
      label: check.label,
      why: evidence ? `${check.why} ${evidence.fact.text}` : check.why,
      kind: "sheet",
      appliesWhen: evidence ? null : check.unlessAsked,
      source: evidence?.source ?? null,
      detectable: true,
    };
  });
}
