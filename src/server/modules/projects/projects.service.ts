import { and, desc, eq } from "drizzle-orm";
import type { PropertyDetails } from "#shared/addresses.ts";
import type { ProjectTypeId } from "#shared/chat.ts";
import type { Database } from "../../db/database.ts";
import { projects } from "../../db/schema.ts";

type ProjectRow = typeof projects.$inferSelect;

/** Spec §3 "Project", as the client reads it. */
function toProject(row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    propertyDetails: row.propertyDetails,
    project_type: row.projectType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type Project = ReturnType<typeof toProject>;

/** Spec §3: a project is named "Project at {address}". */
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

/** One of the user's projects; null for an unknown id or someone else's project. */
export async function findProject(options: {
  db: Database;
  userId: string;
  projectId: string;
}): Promise<Project | null> {
  if (!/^[0-9a-f-]{36}$/i.test(options.projectId)) return null;
  const [row] = await options.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, options.projectId), eq(projects.userId, options.userId)));
  return row ? toProject(row) : null;
}
