import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorCode } from "#shared/api-error.ts";
import { MAX_BALANCE } from "#shared/credits.ts";

/**
 * A client that left before its answer (nginx's "client closed request"): nobody reads it, and a
 * client leaving is not the server failing, so it stays out of the error log and the 5xx count.
 */
export const CLIENT_CLOSED_REQUEST = 499;

/** The one table from error code to HTTP status. */
const STATUS_BY_CODE: Record<ApiErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  invalid_email: 400,
  unauthorized: 401,
  forbidden: 403,
  insufficient_credits: 402,
  balance_limit_reached: 409,
  not_found: 404,
  already_signed_up: 409,
  request_in_progress: 409,
  idempotency_key_reused: 422,
  payload_too_large: 413,
  unsupported_file: 415,
  unreadable_file: 422,
  rate_limited: 429,
  internal_error: 500,
  payment_provider_unavailable: 502,
  service_unavailable: 503,
};

const DEFAULT_MESSAGE: Record<ApiErrorCode, string> = {
  bad_request: "The request is not valid.",
  invalid_email: "Please enter a valid email address",
  unauthorized: "Please sign in first.",
  forbidden: "You may not do this.",
  insufficient_credits: "You don't have enough credits for this.",
  balance_limit_reached: `This account already holds the most credits one account may hold (${MAX_BALANCE.toLocaleString("en-US")}). Use some before buying more.`,
  not_found: "Not found.",
  already_signed_up: "This email is already on our waitlist!",
  request_in_progress: "This request is already being answered. Try again in a moment.",
  idempotency_key_reused:
    "This Idempotency-Key was already used for a different question. Send a new key with a new question.",
  payload_too_large: "The request body is too large.",
  unsupported_file:
    "This file is not a PDF, PNG or JPEG. Upload plans and forms as PDF, and photos or scans as PNG or JPEG.",
  unreadable_file: "This file could not be read: it may be damaged or protected by a password.",
  rate_limited: "Too many requests. Please try again later.",
  internal_error: "Something went wrong. Please try again later.",
  payment_provider_unavailable: "The payment service is not answering. Please try again.",
  service_unavailable: "The service is temporarily unavailable.",
};

export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ContentfulStatusCode;
  readonly headers: Record<string, string>;

  constructor(
    code: ApiErrorCode,
    options: {
      /** Undefined: the code's default message. */
      message?: string | undefined;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(options.message ?? DEFAULT_MESSAGE[code], { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = STATUS_BY_CODE[code];
    this.headers = options.headers ?? {};
  }
}

const CODE_BY_GENERIC_STATUS: Partial<Record<number, ApiErrorCode>> = {
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  413: "payload_too_large",
  429: "rate_limited",
  503: "service_unavailable",
};

/** The code for a bare HTTP status (errors raised by middleware rather than by our code). */
export function codeForStatus(status: number): ApiErrorCode {
  return CODE_BY_GENERIC_STATUS[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}
