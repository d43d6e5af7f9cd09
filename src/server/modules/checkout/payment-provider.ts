import type { CreditPack } from "#shared/credits.ts";

/** What the payment provider says about a checkout, after we verified it came from them. */
export type VerifiedCheckout = {
  sessionId: string;
  /** Paid in full: credits may be granted. */
  paid: boolean;
  userId: string | null;
  pack: string | null;
  amountCents: number | null;
};

export type PaymentProvider = {
  kind: "stripe" | "test";
  /** Starts a hosted checkout for one pack and returns where to send the buyer. */
  createCheckout: (options: {
    checkoutId: string;
    userId: string;
    email: string;
    pack: CreditPack;
  }) => Promise<{ sessionId: string; url: string }>;
  /** Asks the provider for the session's state (used by the return page). */
  retrieveCheckout: (sessionId: string) => Promise<VerifiedCheckout | null>;
};
