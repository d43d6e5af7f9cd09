import { CREDIT_UPDATES_EVENT } from "#shared/credits.ts";

export const REALTIME_PATH = "/api/realtime";
export const RECONNECT_INITIAL_DELAY_MS = 1000;
export const RECONNECT_MAX_DELAY_MS = 30_000;

type EventSourceLike = Pick<EventSource, "addEventListener" | "close">;

export type CreditUpdatesOptions = {
  /** A new balance pushed by the server. */
  onCredits: (credits: number) => void;
  /** For tests; the browser's EventSource otherwise. */
  createSource?: ((url: string) => EventSourceLike) | undefined;
};

/**
 * Listens to the server's "credit-updates" events; the server sends the balance as soon as a
 * connection opens, so nothing missed while disconnected stays missed. EventSource would retry on
 * its own at a fixed pace; instead, on error it is closed and reopened after 1 s, doubling up to
 * 30 s, so a server that is down is not hammered, and the delay starts again at 1 s once a
 * connection opens. Returns the function that stops listening.
 */
export function subscribeToCreditUpdates({
  onCredits,
  createSource = typeof EventSource === "undefined"
    ? undefined
    : (url: string) => new EventSource(url),
}: CreditUpdatesOptions): () => void {
  // No EventSource (prerendering, jsdom): the balance is then only as fresh as the last fetch.
  if (!createSource) return () => {};
  let source: EventSourceLike | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_INITIAL_DELAY_MS;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const current = createSource(REALTIME_PATH);
    source = current;
    current.addEventListener("open", () => {
      delay = RECONNECT_INITIAL_DELAY_MS;
    });
    current.addEventListener(CREDIT_UPDATES_EVENT, (event) => {
      const credits = parseCredits((event as MessageEvent<unknown>).data);
      if (credits !== undefined) onCredits(credits);
    });
    current.addEventListener("error", () => {
      current.close();
      retryTimer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_DELAY_MS);
    });
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}

function parseCredits(data: unknown): number | undefined {
  try {
    const credits: unknown = (JSON.parse(String(data)) as { credits?: unknown }).credits;
    return typeof credits === "number" && Number.isFinite(credits) ? credits : undefined;
  } catch {
    return undefined;
  }
}
