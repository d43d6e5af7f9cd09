import { Hono } from "hono";
import { createProjectSchema, renameProjectSchema } from "#shared/project-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { jsonBody } from "../../lib/validate.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import {
  createProject,
  deleteProject,
  findProject,
  listProjects,
  renameProject,
} from "./projects.service.ts";

const noSuchProject = () => new AppError("not_found", { message: "No such project." });

/** The signed-in user's own projects ("My Projects", "Create Project"). */
export const projectsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    return c.json({ projects: await listProjects({ db: c.var.db, userId: sessionOf(c).user.id }) });
  })
  .post("/", jsonBody(createProjectSchema), async (c) => {
    const body = c.req.valid("json");
    const project = await createProject({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      address: body.address,
      projectType: body.project_type,
      propertyDetails: body.propertyDetails ?? null,
    });
    return c.json({ project }, 201);
  })
  .get("/:id", async (c) => {
    const project = await findProject({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      projectId: c.req.param("id"),
    });
    if (!project) throw noSuchProject();
    return c.json({ project });
  })
  .patch("/:id", jsonBody(renameProjectSchema), async (c) => {
    const project = await renameProject({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      projectId: c.req.param("id"),
      name: c.req.valid("json").name,
    });
    if (!project) throw noSuchProject();
    return c.json({ project });
  })
  .delete("/:id", async (c) => {
    const deleted = await deleteProject({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      projectId: c.req.param("id"),
    });
    if (!deleted) throw noSuchProject();
    return c.body(null, 204);
  });
