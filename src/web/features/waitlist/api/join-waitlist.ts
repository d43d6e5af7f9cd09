import type { ApiErrorCode } from "#shared/api-error.ts";
import { api, readApiError } from "#web/lib/api-client.ts";

export type JoinWaitlistOutcome = "joined" | ApiErrorCode | "network_error";

export async function joinWaitlist(email: string): Promise<JoinWaitlistOutcome> {
  try {
    const response = await api.waitlist.$post({ json: { email } });
    if (response.ok) return "joined";
    return (await readApiError(response))?.error.code ?? "internal_error";
  } catch {
    return "network_error";
  }
}
