import { hc } from "hono/client";
import type { AppType } from "#server/app.ts";
import { type ApiErrorBody, isApiErrorBody } from "#shared/api-error.ts";

/** The typed client for our API; request and response types come from the server's routes. */
export const api = hc<AppType>("/api");

/** The `{"error":{code,message}}` body of a failed response, or null when there is none. */
export async function readApiError(response: Response): Promise<ApiErrorBody | null> {
  try {
    const body: unknown = await response.json();
    return isApiErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}
