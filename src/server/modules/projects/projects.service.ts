import { and, desc, eq, sql } from "drizzle-orm";
import { type PropertyDetails, parsePropertyDetails } from "#shared/addresses.ts";
import type { ProjectTypeId } from "#shared/chat.ts";
import { type Database, rowsOf } from "../../db/database.ts";
import { projects } from "../../db/schema.ts";
import { isUuid } from "../../lib/uuid.ts";

type ProjectRow = typeof projects.$inferSelect;

/** A project, as the client reads it. */
function toProject(row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    // Rows saved before the shape was checked may hold anything: such details read as unknown.
    propertyDetails: parsePropertyDetails(row.propertyDetails),
    project_type: row.projectType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type Project = ReturnType<typeof toProject>;

/** A new project is named "Project at {address}". */
export async function createProject(options: {
  db: Database;
  userId: string;
  address: string;
  projectType: ProjectTypeId;
  propertyDetails: PropertyDetails | null;
}): Promise<Project> {
  const [row] = await options.db
    .insert(projects)
    .values({
      userId: options.userId,
      name: `Project at ${options.address}`,
      address: options.address,
      projectType: options.projectType,
      propertyDetails: options.propertyDetails,
    })
    .returning();
  if (!row) throw new Error("the project was not stored");
  return toProject(row);
}

/** The user's projects, most recently changed first ("My Projects"). */
export async function listProjects(options: { db: Database; userId: string }): Promise<Project[]> {
  const rows = await options.db
    .select()
    .from(projects)
    .where(eq(projects.userId, options.userId))
    .orderBy(desc(projects.updatedAt));
  return rows.map(toProject);
}

type ProjectKey = { db: Database; userId: string; projectId: string };

/** The condition "this id, and the user's own": another user's project matches nothing. */
function ownProject(options: ProjectKey) {
  return and(eq(projects.id, options.projectId), eq(projects.userId, options.userId));
}

/** One of the user's projects; null for an unknown id or someone else's project. */
export async function findProject(options: ProjectKey): Promise<Project | null> {
  if (!isUuid(options.projectId)) return null;
  const [row] = await options.db.select().from(projects).where(ownProject(options));
  return row ? toProject(row) : null;
}

/** Renames one of the user's projects; null when it is not theirs or does not exist. */
export async function renameProject(
  options: ProjectKey & { name: string },
): Promise<Project | null> {
  if (!isUuid(options.projectId)) return null;
  const [row] = await options.db
    .update(projects)
    .set({ name: options.name, updatedAt: sql`now()` })
    .where(ownProject(options))
    .returning();
  return row ? toProject(row) : null;
}

/**
 * Deletes one of the user's projects with its conversations, in one statement; false when it is
 * not theirs or does not exist. The ledger keeps its rows: credits spent stay spent.
 */
export async function deleteProject(options: ProjectKey): Promise<boolean> {
  if (!isUuid(options.projectId)) return false;
  const { db, userId, projectId } = options;
  const deleted = rowsOf<{ id: string }>(
    await db.execute(sql`
      with gone as (
        delete from projects where id = ${projectId}::uuid and user_id = ${userId} returning id
      ), messages as (
        delete from chat_messages
        where user_id = ${userId} and project_id in (select id::text from gone)
      )
      select id from gone`),
  );
  return deleted.length > 0;
}
