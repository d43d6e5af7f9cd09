/** What one chat message costs, in credits. */
export const MESSAGE_COST_CREDITS = 2;

/**
 * What one check of a permit application's documents costs, in credits (stated before upload;
 * refunded when the check fails).
 */
export const DOCUMENT_CHECK_COST_CREDITS = 10;

/** Balance colours break at 50 and 10; under 50 is a low balance. */
export const LOW_BALANCE_THRESHOLD = 50;
export const CRITICAL_BALANCE_THRESHOLD = 10;

/**
 * The most credits one account may hold: 100 million of the largest pack, far beyond any real use and
 * far inside a bigint column and a JavaScript number (2^53), so sums and balances stay exact.
 */
export const MAX_BALANCE = 1_000_000_000_000;

export type BalanceLevel = "healthy" | "low" | "critical";

export function balanceLevel(credits: number): BalanceLevel {
  if (credits >= LOW_BALANCE_THRESHOLD) return "healthy";
  if (credits >= CRITICAL_BALANCE_THRESHOLD) return "low";
  return "critical";
}

export const PACK_IDS = ["1K", "5K", "10K"] as const;
export type PackId = (typeof PACK_IDS)[number];

export type CreditPack = {
  id: PackId;
  name: string;
  credits: number;
  priceCents: number;
  approxChats: number;
  popular: boolean;
};

/** The three credit packs. */
export const CREDIT_PACKS: Record<PackId, CreditPack> = {
  "1K": {
    id: "1K",
    name: "Basic Pack",
    credits: 1000,
    priceCents: 600,
    approxChats: 500,
    popular: false,
  },
  "5K": {
    id: "5K",
    name: "Popular Pack",
    credits: 5000,
    priceCents: 2850,
    approxChats: 2500,
    popular: true,
  },
  "10K": {
    id: "10K",
    name: "Enterprise Pack",
    credits: 10000,
    priceCents: 5400,
    approxChats: 5000,
    popular: false,
  },
};

/** What one chat message costs when bought in this pack, in cents (0.012 dollars → 1.2). */
export function centsPerMessage(pack: CreditPack): number {
  return (pack.priceCents * MESSAGE_COST_CREDITS) / pack.credits;
}

/** "1.2¢ a message", to two decimals at most. */
export function formatPricePerMessage(pack: CreditPack): string {
  return `${Number(centsPerMessage(pack).toFixed(2))}¢ a message`;
}

/** "$6.00" */
export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The ledger's transaction types: every type the server writes. */
export const TRANSACTION_TYPES = [
  "purchase",
  "query_usage",
  "signup_bonus",
  "referral_bonus",
  "refund",
  "adjustment",
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A ledger row: the fields the history reads. */
export type CreditTransaction = {
  id: string;
  transaction_type: string;
  description: string | null;
  created_at: string;
  amount: number;
  balance_after: number;
};

export const TRANSACTION_ORDERS = ["desc", "asc"] as const;
export type TransactionOrder = (typeof TRANSACTION_ORDERS)[number];

/** The server-sent event of GET /api/realtime that carries a new balance. */
export const CREDIT_UPDATES_EVENT = "credit-updates";
export type CreditUpdate = { credits: number };
