import { z } from "zod";
import { PACK_IDS, TRANSACTION_ORDERS } from "./credits.ts";

// Request schemas live apart from the credit constants so that pages using only the constants
// do not ship zod.

export const createCheckoutSchema = z.object({
  pack: z.enum(PACK_IDS, { error: "Choose one of the packs 1K, 5K or 10K." }),
});

export const transactionsQuerySchema = z.object({
  order: z.enum(TRANSACTION_ORDERS, { error: "order is desc or asc." }).default("desc"),
});
