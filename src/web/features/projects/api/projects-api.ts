import type { PropertyDetails } from "#shared/addresses.ts";
import type { ProjectTypeId } from "#shared/chat.ts";
import { api, expectOk } from "#web/lib/api-client.ts";

/** POST /api/projects: saves the project for an address, named "Project at {address}". */
export async function createProject(input: {
  address: string;
  propertyDetails: PropertyDetails | null;
  projectType?: ProjectTypeId;
}) {
  const response = await expectOk(
    await api.projects.$post({
      json: {
        address: input.address,
        project_type: input.projectType ?? "building_permit",
        propertyDetails: input.propertyDetails as Record<string, unknown> | null,
      },
    }),
  );
  return (await response.json()).project;
}

/** GET /api/projects/:id: one of the user's projects. */
export async function fetchProject(id: string) {
  const response = await expectOk(await api.projects[":id"].$get({ param: { id } }));
  return (await response.json()).project;
}

/** GET /api/projects: the user's projects, most recent first. */
export async function fetchProjects() {
  const response = await expectOk(await api.projects.$get());
  return (await response.json()).projects;
}

export type SavedProject = Awaited<ReturnType<typeof fetchProject>>;
