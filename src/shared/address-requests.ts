import { z } from "zod";
import { ADDRESS_MAX_CHARS, AUTOCOMPLETE_MAX_CHARS } from "./addresses.ts";

// Request schemas live apart from the address constants so pages do not ship zod.
export const addressAutocompleteSchema = z.object({
  input: z.string({ error: "input is the text typed so far." }).max(AUTOCOMPLETE_MAX_CHARS, {
    error: `input is at most ${AUTOCOMPLETE_MAX_CHARS} characters.`,
  }),
  sessionToken: z.string().max(100).optional(),
});

export const propertyDetailsSchema = z.object({
  address: z
    .string({ error: "address is the property's street address." })
    .trim()
    .min(1, { error: "address is the property's street address." })
    .max(ADDRESS_MAX_CHARS, { error: `address is at most ${ADDRESS_MAX_CHARS} characters.` }),
});
