import { type PropertyDetails, parsePropertyDetails } from "#shared/addresses.ts";
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
        // Details the server would refuse are not worth losing the project over: send none.
        propertyDetails: parsePropertyDetails(input.propertyDetails),
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

/** PATCH /api/projects/:id: renames one of the user's projects. */
export async function renameProject(id: string, name: string) {
  const response = await expectOk(
    await api.projects[":id"].$patch({ param: { id }, json: { name } }),
  );
  return (await response.json()).project;
}

/** DELETE /api/projects/:id. */
export async function deleteProject(id: string): Promise<void> {
  await expectOk(await api.projects[":id"].$delete({ param: { id } }));
}

export type SavedProject = Awaited<ReturnType<typeof fetchProject>>;
