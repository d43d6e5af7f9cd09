/**
 * The error codes the API answers with, in the body `{"error":{"code","message"}}`.
 * The server maps each code to its HTTP status in one place (src/server/lib/app-error.ts);
 * the web client reads the code to choose what to tell the user.
 */
export const API_ERROR_CODES = [
  "bad_request",
  "invalid_email",
  "unauthorized",
  "forbidden",
  "not_found",
  "insufficient_credits",
  "balance_limit_reached",
  "already_signed_up",
  "request_in_progress",
  "idempotency_key_reused",
  "payload_too_large",
  "unsupported_file",
  "unreadable_file",
  "rate_limited",
  "internal_error",
  "payment_provider_unavailable",
  "service_unavailable",
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export type ApiErrorBody = { error: { code: ApiErrorCode; message: string } };

/** True for a well-formed error body whose code is one of ours (a code we do not know is not). */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof message === "string" && (API_ERROR_CODES as readonly unknown[]).includes(code);
}
