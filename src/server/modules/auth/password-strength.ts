import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * How hard a password is to guess, by zxcvbn's estimate (0 to 4): 3 is "safely unguessable"
 * (about 10^8 guesses), which common words with digits ("password1234"), keyboard runs and
 * repeated characters (12 spaces, 12 zero-width spaces) are not.
 */
const MIN_SCORE = 3;

// Built once: its dictionaries take a moment to index.
let estimator: ZxcvbnFactory | null = null;
const estimatorOf = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Why a password is too easy to guess, in words for the user, or null when it is strong enough.
 * The account's e-mail counts as a known word ("ada.lovelace2026" for ada.lovelace@…).
 */
export function weakPasswordReason(password: string, email?: string): string | null {
  const result = estimatorOf().check(password, email ? [email, ...email.split(/[@.]/)] : []);
  if (result.score >= MIN_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions]
    .filter(Boolean)
    .join(" ");
  return `This password is too easy to guess. ${advice || "Add more words that are less common."}`.trim();
}
