import { exitIfDataDirInUse } from "../db/data-dir-lock.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { parseEnv } from "../env.ts";

/**
 * Runs a support command against the configured database and closes it after. The embedded
 * database is one process's at a time: while the server holds it, the command refuses (exit 1)
 * rather than read stale data or write what the server would lose.
 */
export async function withCliDatabase<T>(
  run: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
  }).catch(exitIfDataDirInUse);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
