import { api, expectOk } from "#web/lib/api-client.ts";

const test = api.checkout.test[":id"];

/** The built-in test checkout (no Stripe configured): GET /api/checkout/test/:id. */
export async function getTestCheckout(id: string) {
  const response = await expectOk(await test.$get({ param: { id } }));
  return response.json();
}

export type TestCheckout = Awaited<ReturnType<typeof getTestCheckout>>;

/** Pays the test checkout; the answer holds the new balance. */
export async function completeTestCheckout(id: string) {
  const response = await expectOk(await test.complete.$post({ param: { id } }));
  return response.json();
}

export async function cancelTestCheckout(id: string) {
  const response = await expectOk(await test.cancel.$post({ param: { id } }));
  return response.json();
}

/** Where a Stripe checkout stands: GET /api/checkout/sessions/:id, with the balance now. */
export async function getCheckoutSessionStatus(sessionId: string) {
  const response = await expectOk(
    await api.checkout.sessions[":id"].$get({ param: { id: sessionId } }),
  );
  return response.json();
}

export type CheckoutSessionStatus = Awaited<ReturnType<typeof getCheckoutSessionStatus>>;
