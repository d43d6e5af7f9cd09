import type { LocalFact } from "./knowledge-schema.ts";
import { tradesIn } from "./rule-lines.ts";

/**
 * Whether an owner may pull a permit and do the work, by the place's rules: who may apply
 * (owners who live there, single-family homes only), which permits stay with licensed
 * contractors (often the trades), and whether someone else may apply for the owner.
 */

/** A rule about owners pulling permits, or about permits only licensed contractors may pull. */
export const OWNER_RULE =
  /\b(homeowners?|owner[- /]builder|property owners?|owner who|owner acting|owner pulling|pull(ing)? their own permit|named on the deed|live at the address|primary residence|owner-occupied|only (to )?(properly )?licensed contractors|licensed contractors? (only|can)|issues permits only to|require a licensed contractor|rental units?)\b/i;
const OWNER_BARRED =
  /\bonly (to )?(properly )?licensed contractors\b|\bissues permits only to\b|\ball commercial permits require a licensed contractor\b/i;
const OWN_HOME_ONLY =
  /\b(primary residence|lives?,? or will live|lives there|live at the address|owner-occupied|owner who (also )?(lives|uses)|not for sale or rent|treats rental)/i;

/** The trades whose permits a place may keep for licensed contractors. */
const TRADES = /\b(plumbing|electrical|electric|mechanical|hvac|gas)\b/gi;

/**
 * Trade permits a rule keeps from owners: "must be applied for by the appropriate licensed
 * contractor", or "an owner who does not live there can get building permits, but not plumbing,
 * electrical or mechanical permits" (for an owner who does not live there).
 */
function tradesKept(text: string, rented: boolean): Set<string> {
  const byContractor =
    /\b((?:plumbing|mechanical|electrical|gas)[^.;]*?)\b(must|shall) be (applied for|pulled|obtained|taken out) by (the |an? )?(appropriate |properly )?licensed\b/i.exec(
      text,
    );
  if (byContractor) return tradesIn(byContractor[1] ?? "", TRADES);
  const butNot = /\bbut not ([^.;]*?)permits?\b/i.exec(text);
  if (butNot && (rented || !/\b(not|doesn'?t|does not) live\b/i.test(text)))
    return tradesIn(butNot[1] ?? "", TRADES);
  return new Set();
}

const MULTI_UNIT =
  /\b(duplex|two-family|2-family|triplex|three-family|fourplex|four-family|multi-?family|apartments?)\b/i;
/** "I own a duplex" against "only if … it is a detached single-family dwelling". */
const singleFamilyOnly = (text: string, read: string) =>
  /\bsingle-family\b/i.test(text) &&
  /\b(only|unless)\b/i.test(text) &&
  !MULTI_UNIT.test(text) &&
  MULTI_UNIT.test(read);

const SOMEONE_ELSE =
  /\b(my|our) (son|daughter|kids?|children|wife|husband|spouse|partner|relative|friend|brother|sister|father|mother|dad|mom|parents?|agent|neighbou?r)\b[^?]*\b(apply|pull|get|file|sign)\b[^?]*\bfor (me|us)\b/i;
const NO_ONE_ELSE =
  /\bno (relative|friend|agent|one else|other person)\b|\b(cannot|can't|may not) (be )?(apply|applied|sign|signed) (for|on behalf of)\b/i;

export type OwnerRuling = { fact: LocalFact; answer: "yes" | "no" | "depends" };

/**
 * The place's answer to "may I (the owner) pull this permit?": a rule that keeps the case from
 * the owner (the trade asked about, a duplex under a single-family rule, a son applying for the
 * owner) answers no; else the most relevant owner rule answers as before. Null with no rule.
 */
export function ownerBuilderRuling(
  facts: LocalFact[],
  read: string,
  rented: boolean,
): OwnerRuling | null {
  const asked = tradesIn(read, TRADES);
  const barring = facts.find(
    (fact) =>
      [...tradesKept(fact.text, rented)].some((trade) => asked.has(trade)) ||
      singleFamilyOnly(fact.text, read) ||
      (SOMEONE_ELSE.test(read) && NO_ONE_ELSE.test(fact.text)),
  );
  if (barring) return { fact: barring, answer: "no" };
  const fact = facts.find((item) => OWNER_RULE.test(item.text));
  if (!fact) return null;
  const answer = OWNER_BARRED.test(fact.text)
    ? "no"
    : rented
      ? OWN_HOME_ONLY.test(fact.text)
        ? "no"
        : "depends"
      : "yes";
  return { fact, answer };
}
