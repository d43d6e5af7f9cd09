import { zValidator } from "@hono/zod-validator";
import { createMiddleware } from "hono/factory";
import type { ZodType, z } from "zod";
import type { ApiErrorCode } from "#shared/api-error.ts";
import { AppError } from "./app-error.ts";

/*
 * The one way session routes (`/api/...`) validate their input: a middleware per part of the
 * request, with a schema from `src/shared`, so the handler reads `c.req.valid(...)`. Input that
 * does not match becomes the given error code (400 `bad_request` unless told) with the schema's
 * first message. The public API (`/api/v1`) validates with `@hono/zod-openapi` instead: its route
 * schemas are what make the OpenAPI document, so they stay there.
 */

/** The schema's first message as the given error. */
function invalid(code: ApiErrorCode, error: { issues: { message: string }[] }): AppError {
  return new AppError(code, { message: error.issues[0]?.message });
}

/** Validates the JSON body. Broken JSON is a 400 `bad_request`. */
export function jsonBody<Schema extends ZodType>(
  schema: Schema,
  invalidCode: ApiErrorCode = "bad_request",
) {
  return zValidator("json", schema, (result) => {
    if (!result.success) throw invalid(invalidCode, result.error);
  });
}

/** Validates the query string (`c.req.valid("query")`). */
export function queryParams<Schema extends ZodType>(
  schema: Schema,
  invalidCode: ApiErrorCode = "bad_request",
) {
  return zValidator("query", schema, (result) => {
    if (!result.success) throw invalid(invalidCode, result.error);
  });
}

/**
 * Validates the text fields of a multipart/form-data body (`c.req.valid("form")`); a body that is
 * not a form is a 400 `bad_request`. The files stay in the body: `c.req.parseBody({ all: true })`
 * gives them (the form is parsed once, then cached).
 */
export function formFields<Schema extends ZodType>(
  schema: Schema,
  invalidCode: ApiErrorCode = "bad_request",
) {
  return createMiddleware<
    object,
    string,
    { in: { form: Record<string, unknown> }; out: { form: z.output<Schema> } }
  >(async (c, next) => {
    const form = await c.req.parseBody({ all: true }).catch(() => {
      throw new AppError("bad_request", { message: "Send the files as multipart/form-data." });
    });
    const fields = schema.safeParse(form);
    if (!fields.success) throw invalid(invalidCode, fields.error);
    c.req.addValidatedData("form", fields.data as object);
    await next();
  });
}
