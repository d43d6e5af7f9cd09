import type { PaymentProvider } from "./payment-provider.ts";

/**
 * The built-in test checkout, used only while Stripe is not configured: a page in the app that
 * says it is test mode. Paying it goes through the same fulfilment as a Stripe payment.
 */
export function createTestProvider(options: { publicUrl: string }): PaymentProvider {
  return {
    kind: "test",
    async createCheckout({ checkoutId }) {
      return { sessionId: checkoutId, url: `${options.publicUrl}/checkout/test/${checkoutId}` };
    },
    // Test checkouts live only in our table; the service reads them there.
    async retrieveCheckout() {
      return null;
    },
  };
}
