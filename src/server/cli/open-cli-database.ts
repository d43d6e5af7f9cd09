import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { parseEnv } from "../env.ts";

/**
 * Runs a support command against the configured database and closes it after. On the embedded
 * database, stop the server first: only one process may open a PGlite directory.
 */
export async function withCliDatabase<T>(
  run: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
