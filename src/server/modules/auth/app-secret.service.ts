import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { appSecrets } from "../../db/schema.ts";

/**
 * A secret made once and kept in the database, so that every server process on the same
 * database uses the same one (sessions signed by one process are valid in the others).
 */
export async function loadOrCreateSecret(options: { db: Database; name: string }): Promise<string> {
  await options.db
    .insert(appSecrets)
    .values({ name: options.name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await options.db.select().from(appSecrets).where(eq(appSecrets.name, options.name));
  if (!row) throw new Error(`secret ${options.name} could not be stored`);
  return row.value;
}
