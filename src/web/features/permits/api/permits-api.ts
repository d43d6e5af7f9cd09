import { api, expectOk } from "#web/lib/api-client.ts";

/** GET /api/permits/report: the permit report for a street address, or a city and state. */
export async function fetchPermitReport(address: string) {
  const response = await expectOk(await api.permits.report.$get({ query: { address } }));
  return response.json();
}

/** GET /api/permits/states: every state the knowledge base covers, by name. */
export async function fetchPermitStates() {
  const response = await expectOk(await api.permits.states.$get());
  const { states } = await response.json();
  return states;
}

/** GET /api/permits/states/:slug: the statewide report (no city); 404 for an unknown slug. */
export async function fetchStatePermitReport(slug: string) {
  const response = await expectOk(await api.permits.states[":slug"].$get({ param: { slug } }));
  return response.json();
}

export type PermitReport = Awaited<ReturnType<typeof fetchPermitReport>>;
export type PermitState = Awaited<ReturnType<typeof fetchPermitStates>>[number];
