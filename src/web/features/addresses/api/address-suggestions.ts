import type { AddressPrediction } from "#shared/addresses.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * POST /api/address-autocomplete: the suggestions for what was typed. Any failure (network, error
 * status, an answer of another shape, an abort) gives an empty list: suggestions
 * only help, and the user can always type the whole address.
 */
export async function fetchAddressSuggestions(
  input: string,
  sessionToken: string,
  signal?: AbortSignal,
): Promise<AddressPrediction[]> {
  try {
    const response = await api["address-autocomplete"].$post(
      { json: { input, sessionToken } },
      { init: { signal: signal ?? null } },
    );
    if (!response.ok) return [];
    const body: unknown = await response.json();
    return readPredictions(body);
  } catch {
    return [];
  }
}

function readPredictions(body: unknown): AddressPrediction[] {
  if (!isRecord(body) || !Array.isArray(body.predictions)) return [];
  return body.predictions.filter(isPrediction);
}

function isPrediction(value: unknown): value is AddressPrediction {
  return (
    isRecord(value) &&
    typeof value.place_id === "string" &&
    typeof value.description === "string" &&
    isRecord(value.structured_formatting) &&
    typeof value.structured_formatting.main_text === "string" &&
    typeof value.structured_formatting.secondary_text === "string"
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
