import { afterAll, beforeAll } from "vitest";
import { type AppDependencies, createApp } from "#server/app.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/database.ts";
import { type Env, parseEnv } from "#server/env.ts";
import { createLogger } from "#server/lib/logger.ts";
import { type AppServices, createAppServices } from "#server/services.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/** A database of its own for one test file: in-memory PGlite, or a fresh PostgreSQL database. */
export type TestDatabase = DatabaseHandle & {
  /** The PostgreSQL URL of this database (PostgreSQL runs only). */
  url?: string;
  /** Opens another connection pool on the same database, as a second server process would. */
  openSecondHandle: () => Promise<DatabaseHandle>;
  destroy: () => Promise<void>;
};

/** Every test database not yet destroyed: the ledger invariant is checked on each after each test. */
export const liveTestDatabases = new Set<TestDatabase>();

export async function createTestDatabase(): Promise<TestDatabase> {
  const database = await openTestDatabase();
  liveTestDatabases.add(database);
  return {
    ...database,
    destroy: async () => {
      liveTestDatabases.delete(database);
      await database.destroy();
    },
  };
}

async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE === "postgres") return createPostgresTestDatabase();
  const handle = await openDatabase({ dataDir: "memory" });
  return {
    ...handle,
    openSecondHandle: async () => ({ ...handle, close: async () => {} }),
    destroy: handle.close,
  };
}

/** A new PostgreSQL database with nothing in it (not migrated); `drop()` removes it. */
export function createEmptyPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL test run");
  return createScratchDatabase(adminUrl, "permitlm_test");
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: empty.url, dataDir: "unused" });
  const extraHandles: DatabaseHandle[] = [];
  return {
    ...handle,
    url: empty.url,
    openSecondHandle: async () => {
      const second = await openDatabase({ databaseUrl: empty.url, dataDir: "unused" });
      extraHandles.push(second);
      return second;
    },
    destroy: async () => {
      for (const extra of extraHandles) await extra.close();
      await handle.close();
      await empty.drop();
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    PUBLIC_URL: "http://localhost",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    ...overrides,
  });
}

/** The services of a server process over a test database; close them with `services.creditUpdates.close()`. */
export async function createTestServices(
  database: DatabaseHandle,
  env: Env = testEnv(),
): Promise<AppServices> {
  return createAppServices({ database, env, log: createLogger(env.LOG_LEVEL) });
}

/** The Hono app over a test database, with quiet logs and X-Forwarded-For trusted. */
export async function createTestApp(
  database: DatabaseHandle,
  overrides: Partial<Omit<AppDependencies, "db">> = {},
) {
  const env = overrides.env ?? testEnv();
  const services = overrides.services ?? (await createTestServices(database, env));
  return createApp({
    db: database.db,
    env,
    log: createLogger(env.LOG_LEVEL),
    ...overrides,
    services,
  });
}

export type TestAppHandle = {
  database: TestDatabase;
  services: AppServices;
  app: Awaited<ReturnType<typeof createTestApp>>;
};

/**
 * A fresh test database, services and app for the tests of one file, with these settings over
 * the test defaults: made before the tests, closed and destroyed after. Read `handle.app` (and
 * `handle.services`) inside tests: they are set once `beforeAll` has run.
 */
export function useTestApp(settings: Record<string, string> = {}): TestAppHandle {
  const handle = {} as TestAppHandle;
  beforeAll(async () => {
    const env = testEnv(settings);
    handle.database = await createTestDatabase();
    handle.services = await createTestServices(handle.database, env);
    handle.app = await createTestApp(handle.database, { env, services: handle.services });
  });
  afterAll(async () => {
    await handle.services?.creditUpdates.close();
    await handle.database?.destroy();
  });
  return handle;
}
