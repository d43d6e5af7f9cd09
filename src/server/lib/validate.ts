import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";
import type { ApiErrorCode } from "#shared/api-error.ts";
import { AppError } from "./app-error.ts";

/**
 * Validates the JSON body with a schema from `src/shared`; a body that does not match becomes
 * the given error code with the schema's first message. Broken JSON is a 400 `bad_request`.
 */
export function jsonBody<Schema extends ZodType>(
  schema: Schema,
  invalidCode: ApiErrorCode = "bad_request",
) {
  return zValidator("json", schema, (result) => {
    if (!result.success) {
      throw new AppError(invalidCode, { message: result.error.issues[0]?.message });
    }
  });
}
