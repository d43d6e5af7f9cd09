import { ChatNetworkError, ChatTimeoutError } from "./chat-errors.ts";

/**
 * The cancellation of one request attempt: the caller's signal (leaving the page, clearing the
 * chat) or a watchdog that fires when nothing has arrived for `idleMs`. An answer may stream for
 * minutes, so the watchdog times silence, not the whole answer; every step that hears from the
 * server re-arms it.
 */
export class AttemptGuard {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly caller: AbortSignal | undefined;
  private readonly idleMs: number;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private timedOut = false;
  private readonly forwardAbort = () => this.controller.abort(this.caller?.reason);

  constructor(caller: AbortSignal | undefined, idleMs: number) {
    caller?.throwIfAborted();
    this.caller = caller;
    this.idleMs = idleMs;
    this.signal = this.controller.signal;
    caller?.addEventListener("abort", this.forwardAbort, { once: true });
    this.arm();
  }

  /** Restarts the silence timer: the server was just heard from. */
  arm() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, this.idleMs);
  }

  /**
   * Runs one network step and names its failure: the caller's own abort error when the caller
   * cancelled, ChatTimeoutError when the watchdog fired, ChatNetworkError for anything else.
   */
  async step<T>(run: () => Promise<T>): Promise<T> {
    try {
      const value = await run();
      this.arm();
      return value;
    } catch (error) {
      if (this.caller?.aborted) throw this.caller.reason ?? error;
      if (this.timedOut) throw new ChatTimeoutError();
      throw new ChatNetworkError(error);
    }
  }

  dispose() {
    clearTimeout(this.timer);
    this.caller?.removeEventListener("abort", this.forwardAbort);
  }
}
