import { LRUCache } from "lru-cache";
import type { DatabaseHandle } from "../../db/database.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Auth, AuthSession } from "./auth.ts";

/** The channel on which the database announces a deleted session's token (migration 0004). */
export const SESSION_REVOKED_CHANNEL = "session_revoked";

/** How long a checked session is trusted without asking the database again. */
const SESSION_CACHE_TTL_MS = 60_000;
const SESSION_CACHE_MAX_ENTRIES = 20_000;

export type SessionCache = {
  /** The session that the request's cookie or Bearer token carries; null when signed out. */
  get: (headers: Headers) => Promise<AuthSession | null>;
  /**
   * Forgets every session of the user these credentials belong to, at once and in this process
   * (after a sign-out or a password change here; other processes hear of it from the database).
   */
  forgetUserOf: (headers: Headers) => void;
  close: () => Promise<void>;
};

/**
 * Signed-in requests skip Better Auth's session look-up (a signature check and a database read)
 * when the same credentials were checked less than a minute ago. A deleted session is announced
 * by the database to every process, which forgets it at once; the time limit covers a missed
 * announcement, and an expired session is never served.
 */
export async function startSessionCache(options: {
  auth: Auth;
  database: Pick<DatabaseHandle, "listen">;
  log: Logger;
  ttlMs?: number;
}): Promise<SessionCache> {
  const { auth, log } = options;
  const cache = new LRUCache<string, AuthSession>({
    max: SESSION_CACHE_MAX_ENTRIES,
    ttl: options.ttlMs ?? SESSION_CACHE_TTL_MS,
  });
  const forgetWhere = (matches: (session: AuthSession) => boolean) => {
    for (const [key, session] of cache.entries()) if (matches(session)) cache.delete(key);
  };
  const stopListening = await options.database.listen(SESSION_REVOKED_CHANNEL, (token) =>
    forgetWhere((session) => session.session.token === token),
  );
  /** The cache key of a request's credentials; null when it carries none. */
  const keyOf = (headers: Headers) => {
    const authorization = headers.get("authorization") ?? "";
    const cookie = headers.get("cookie") ?? "";
    if (!authorization && !/session_token=/.test(cookie)) return null;
    return `${authorization}\n${cookie}`;
  };
  return {
    async get(headers) {
      const key = keyOf(headers);
      if (key === null) return null;
      const cached = cache.get(key);
      if (cached && new Date(cached.session.expiresAt).getTime() > Date.now()) return cached;
      const session = await auth.api.getSession({ headers });
      if (session) cache.set(key, session);
      else cache.delete(key);
      return session;
    },
    forgetUserOf(headers) {
      const key = keyOf(headers);
      const userId = key === null ? undefined : cache.peek(key)?.user.id;
      if (userId) forgetWhere((session) => session.user.id === userId);
    },
    async close() {
      cache.clear();
      await stopListening().catch((error: unknown) =>
        log.warn({ err: error }, "could not stop listening for revoked sessions"),
      );
    },
  };
}
