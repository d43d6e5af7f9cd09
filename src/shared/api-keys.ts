/** What every PermitLM API key starts with, so a leaked one is recognisable as ours. */
export const API_KEY_PREFIX = "plm_";

/** How long an API key's name may be ("Contractor site", "Zapier"). */
export const API_KEY_NAME_MAX_CHARS = 60;

/** An API key as its owner's account page lists it: never the key itself, only its start. */
export type ApiKeySummary = {
  id: string;
  name: string | null;
  start: string | null;
  createdAt: string;
  lastRequest: string | null;
};
