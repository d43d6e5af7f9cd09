import { z } from "zod";
import { AUTOCOMPLETE_MAX_CHARS } from "./addresses.ts";

// Request schemas live apart from the address constants so pages do not ship zod.
export const addressAutocompleteSchema = z.object({
  input: z.string({ error: "input is the text typed so far." }).max(AUTOCOMPLETE_MAX_CHARS, {
    error: `input is at most ${AUTOCOMPLETE_MAX_CHARS} characters.`,
  }),
  sessionToken: z.string().max(100).optional(),
});
