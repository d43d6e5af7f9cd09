/** Spec §3 "Address prediction" (the Google Places shape every provider answers in). */
export type AddressPrediction = {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text: string };
};

/** Spec §5 and §9: suggestions start at 2 characters. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
export const AUTOCOMPLETE_MAX_CHARS = 200;
