import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rateLimits } from "../../db/schema.ts";

export type RateLimitVerdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * A key is stored as it is up to this many bytes, a longer one by its SHA-256: a btree index
 * takes no entry past ~2.7 kB, and a key may carry what a client sent (the sign-in limit's
 * e-mail address, as long as a body allows; the input fuzzer's 3 kB one was a 500).
 */
const KEY_MAX_BYTES = 200;

function storedKey(key: string): string {
  if (Buffer.byteLength(key) <= KEY_MAX_BYTES) return key;
  return `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `limit`.
 * One upsert does the read and the write, so concurrent requests on any number of server
 * processes cannot both slip under the limit.
 */
export async function consumeRateLimit(options: {
  db: Database;
  key: string;
  limit: number;
  windowSeconds: number;
}): Promise<RateLimitVerdict> {
  const { db, key, limit, windowSeconds } = options;
  const windowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: storedKey(key), hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowEndsAt: sql`case when ${expired} then ${windowEnd} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, row.secondsLeft) };
}

/** Drops windows that ended, so the table holds only live counters. */
export async function purgeExpiredRateLimits(options: { db: Database }): Promise<number> {
  const removed = await options.db
    .delete(rateLimits)
    .where(lt(rateLimits.windowEndsAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return removed.length;
}
