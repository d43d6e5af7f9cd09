import type { DatabaseHandle } from "../../db/database.ts";
import type { Logger } from "../../lib/logger.ts";
import { CREDIT_UPDATES_CHANNEL } from "./ledger.service.ts";

type Listener = (credits: number) => void;

export type CreditUpdatesHub = {
  /** Calls `listener` with each new balance of `userId`; returns the unsubscribe function. */
  subscribe: (userId: string, listener: Listener) => () => void;
  /** Ends every subscription (shutdown) and stops listening. */
  close: () => Promise<void>;
  /** Runs `callback` at close; returns the function that cancels it. */
  onClose: (callback: () => void) => () => void;
};

/**
 * One LISTEN per server process on the ledger's channel, fanned out to the browsers of each
 * user. A change committed by any process reaches every process through PostgreSQL.
 */
export async function startCreditUpdatesHub(options: {
  database: Pick<DatabaseHandle, "listen">;
  log: Logger;
}): Promise<CreditUpdatesHub> {
  const listenersByUser = new Map<string, Set<Listener>>();
  const closeCallbacks = new Set<() => void>();
  const stopListening = await options.database.listen(CREDIT_UPDATES_CHANNEL, (payload) => {
    try {
      const { userId, credits } = JSON.parse(payload) as { userId: string; credits: number };
      for (const listener of listenersByUser.get(userId) ?? []) listener(credits);
    } catch (error) {
      options.log.warn({ err: error, payload }, "unreadable credit update");
    }
  });
  return {
    subscribe(userId, listener) {
      const listeners = listenersByUser.get(userId) ?? new Set<Listener>();
      listeners.add(listener);
      listenersByUser.set(userId, listeners);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) listenersByUser.delete(userId);
      };
    },
    onClose(callback) {
      closeCallbacks.add(callback);
      return () => closeCallbacks.delete(callback);
    },
    async close() {
      for (const callback of closeCallbacks) callback();
      closeCallbacks.clear();
      listenersByUser.clear();
      await stopListening();
    },
  };
}
