import { PROPERTY_DETAILS_TIMEOUT_MS, type PropertyDetails } from "#shared/addresses.ts";
import { api } from "#web/lib/api-client.ts";
import { samplePropertyFor } from "../sample-property.ts";

/** Why sample data stands in for property details; each has its own toast. */
export type PropertyDetailsProblem = "network" | "api" | "unexpected";

export type PropertyDetailsResult = {
  details: PropertyDetails;
  problem: PropertyDetailsProblem | null;
};

function isPropertyDetails(value: unknown): value is PropertyDetails {
  if (typeof value !== "object" || value === null) return false;
  const { address, source } = value as Record<string, unknown>;
  return typeof address === "string" && address !== "" && typeof source === "string";
}

/**
 * POST /api/property-details with `X-Debug: true`, waiting at most 10 s. It never
 * rejects: on any failure, or an empty answer, the sample property for the address comes back
 * with the kind of problem.
 */
export async function fetchPropertyDetails(address: string): Promise<PropertyDetailsResult> {
  const sample = (problem: PropertyDetailsProblem) => ({
    details: samplePropertyFor(address),
    problem,
  });
  let response;
  try {
    response = await api["property-details"].$post(
      { json: { address } },
      {
        headers: { "x-debug": "true" },
        init: { signal: AbortSignal.timeout(PROPERTY_DETAILS_TIMEOUT_MS) },
      },
    );
  } catch {
    return sample("network");
  }
  if (!response.ok) return sample("api");
  try {
    const body: unknown = await response.json();
    return isPropertyDetails(body) ? { details: body, problem: null } : sample("api");
  } catch {
    return sample("unexpected");
  }
}
