/** An outside data provider failed: unreachable, timed out, refused, or answered nonsense. */
export class ProviderError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = "ProviderError";
    this.status = status;
  }
}

const DEFAULT_TIMEOUT_MS = 3000;

/**
 * One JSON request to a provider with a time-out. Any failure becomes a ProviderError carrying
 * the provider's own error message when `describeError` finds one in the answer.
 */
export async function fetchJson(
  url: URL,
  options: {
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    timeoutMs?: number | undefined;
    describeError?: (payload: unknown) => string | undefined;
  },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "GET",
      headers: { accept: "application/json", ...options.headers },
      body: options.body ?? null,
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`${url.host} could not be reached: ${(error as Error).message}`);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail = options.describeError?.(payload) ?? response.statusText;
    throw new ProviderError(`${url.host} answered ${response.status}: ${detail}`, response.status);
  }
  if (payload === undefined)
    throw new ProviderError(`${url.host} answered a body that is not JSON`);
  return payload;
}
