import { Hono } from "hono";
import { addressAutocompleteSchema } from "#shared/address-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../lib/validate.ts";
import { lookupRateLimit } from "../rate-limit/rate-limit.middleware.ts";

/**
 * Address suggestions for anyone typing an address. A provider failure answers an empty list,
 * as when nothing matches, and is logged.
 */
export const addressAutocompleteRoutes = new Hono<AppEnv>().post(
  "/",
  lookupRateLimit("address-suggestions"),
  jsonBody(addressAutocompleteSchema),
  async (c) => {
    const { input, sessionToken } = c.req.valid("json");
    try {
      const predictions = await c.var.services.addresses.suggest({ input, sessionToken });
      return c.json({ predictions });
    } catch (error) {
      c.var.log.warn({ err: error, requestId: c.var.requestId }, "address suggestions failed");
      return c.json({ predictions: [] });
    }
  },
);
