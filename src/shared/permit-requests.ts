import { z } from "zod";
import { ADDRESS_MAX_CHARS } from "./addresses.ts";

// Request schemas live apart so pages do not ship zod.
export const permitReportQuerySchema = z.object({
  address: z
    .string({ error: "address is a US street address, or a city and state." })
    .trim()
    .min(2, { error: "address is a US street address, or a city and state." })
    .max(ADDRESS_MAX_CHARS, { error: `address is at most ${ADDRESS_MAX_CHARS} characters.` }),
});
