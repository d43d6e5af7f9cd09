import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a query. */
  ping: () => Promise<void>;
  /** LISTENs on a channel; resolves to a function that stops listening. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** The rows of `db.execute`: PGlite answers `{ rows }`, postgres.js the rows themselves. */
export function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
}

/** True when a query failed on a unique constraint (also when the driver's error is wrapped). */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ((cause as { code?: unknown }).code === "23505") return true;
  return false;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../../drizzle");

/** Any fixed number: the PostgreSQL advisory lock that lets one process at a time migrate. */
const MIGRATION_LOCK = 7_300_152_024;

/**
 * Opens PostgreSQL when a URL is given, otherwise the embedded PGlite database in `dataDir`
 * (or in memory for `"memory"`), and applies the committed migrations before returning.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return {
    db: handle.db,
    kind: handle.kind,
    ping: handle.ping,
    listen: handle.listen,
    close: handle.close,
  };
}

function openPostgres(url: string) {
  const client = postgres(url, { max: 10, onnotice: () => {}, connect_timeout: 10 });
  // Drizzle asks postgres.js for unnamed statements, which postgres.js runs in two round trips
  // (describe, then execute) when they have parameters. Prepared, each statement's text is
  // described once per connection and then runs in one: the paid chat's debit is one round trip.
  const unprepared = client.unsafe.bind(client);
  client.unsafe = (query, parameters, options) =>
    unprepared(query, parameters, { ...options, prepare: true });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres" as const,
    // Processes started together (a deploy of several) would otherwise all create the same
    // tables at once, and all but one fail to boot; a crashed holder's lock ends with its session.
    migrate: async () => {
      const lockHolder = await client.reserve();
      try {
        await lockHolder`select pg_advisory_lock(${MIGRATION_LOCK})`;
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockHolder`select pg_advisory_unlock(${MIGRATION_LOCK})`.catch(() => {});
        lockHolder.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel: string, onPayload: (payload: string) => void) => {
      const subscription = await client.listen(channel, onPayload);
      return () => subscription.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string) {
  if (dataDir !== "memory") await mkdir(dataDir, { recursive: true });
  const release = dataDir === "memory" ? () => {} : lockDataDir(dataDir);
  const client = dataDir === "memory" ? new PGlite() : new PGlite(dataDir);
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite" as const,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel: string, onPayload: (payload: string) => void) =>
      client.listen(channel, onPayload),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
