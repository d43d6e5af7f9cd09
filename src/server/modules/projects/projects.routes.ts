import { Hono } from "hono";
import type { PropertyDetails } from "#shared/addresses.ts";
import { createProjectSchema } from "#shared/chat-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { jsonBody } from "../../lib/validate.ts";
import { requireUser, sessionOf } from "../auth/session.middleware.ts";
import { createProject, findProject, listProjects } from "./projects.service.ts";

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
      // Stored as the client saw it; it is the client's own record of the property.
      propertyDetails: (body.propertyDetails as PropertyDetails | null | undefined) ?? null,
    });
    return c.json({ project }, 201);
  })
  .get("/:id", async (c) => {
    const project = await findProject({
      db: c.var.db,
      userId: sessionOf(c).user.id,
      projectId: c.req.param("id"),
    });
    if (!project) throw new AppError("not_found", { message: "No such project." });
    return c.json({ project });
  });
