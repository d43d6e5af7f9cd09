import { hc } from "hono/client";
import type { AppType } from "#server/app.ts";
import { type ApiErrorBody, type ApiErrorCode, isApiErrorBody } from "#shared/api-error.ts";

/** The typed client for our API; request and response types come from the server's routes. */
export const api = hc<AppType>("/api");

/** The `{"error":{code,message}}` body of a failed response, or null when there is none. */
export async function readApiError(response: Pick<Response, "json">): Promise<ApiErrorBody | null> {
  try {
    const body: unknown = await response.json();
    return isApiErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}

/** A response the API answered with an error status, with the API's error code when it gave one. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | undefined;

  constructor(status: number, code: ApiErrorCode | undefined, message: string) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = code;
  }
}

/**
 * Returns the response when it succeeded and throws ApiRequestError otherwise, for callers that
 * treat every failure alike (a network failure already throws from fetch).
 */
export async function expectOk<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  response: R,
): Promise<R> {
  if (response.ok) return response;
  const body = await readApiError(response);
  throw new ApiRequestError(
    response.status,
    body?.error.code,
    body?.error.message ?? `HTTP ${response.status}`,
  );
}
