import type { TransactionType } from "#shared/credits.ts";

export type Tone = "green" | "red" | "yellow" | "blue" | "grey";

export type TransactionKind = { label: string; tone: Tone };

/**
 * Transaction types and their labels: one for each type the ledger writes, and `usage`, which
 * this server never writes but an imported history may hold.
 */
const KINDS: Record<TransactionType | "usage", TransactionKind> = {
  purchase: { label: "Purchase", tone: "green" },
  query_usage: { label: "Usage", tone: "red" },
  usage: { label: "Usage", tone: "red" },
  signup_bonus: { label: "Signup Bonus", tone: "yellow" },
  referral_bonus: { label: "Referral Bonus", tone: "blue" },
  refund: { label: "Refund", tone: "blue" },
  adjustment: { label: "Adjustment", tone: "grey" },
};

/** The label and colour of a transaction type; an unknown type reads with spaces for underscores, in grey. */
export function transactionKind(type: string): TransactionKind {
  if (Object.hasOwn(KINDS, type)) return KINDS[type as keyof typeof KINDS];
  return { label: type.replaceAll("_", " "), tone: "grey" };
}

/** Badge colours; the 800 shades keep text at 4.5:1 or more on the 100 backgrounds. */
export const TONE_BADGE_CLASSES: Record<Tone, string> = {
  green: "bg-green-100 text-green-800",
  red: "bg-red-100 text-red-800",
  yellow: "bg-yellow-100 text-yellow-800",
  blue: "bg-blue-100 text-blue-800",
  grey: "bg-gray-100 text-gray-700",
};
