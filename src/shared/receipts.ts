/** A purchase's receipt, as the receipt page and the receipt e-mail show it. */
export type Receipt = {
  /** The purchase's ledger transaction id; the receipt number. */
  id: string;
  createdAt: string;
  email: string;
  packName: string;
  credits: number;
  amountCents: number;
  currency: "USD";
  /** A card through Stripe, or the built-in test checkout, where no money moves. */
  paidWith: "card" | "test-checkout";
  checkoutId: string;
  balanceAfter: number;
};
