import { useRequest } from "#web/lib/use-request.ts";
import { type SavedProject, fetchProject } from "../api/projects-api.ts";

export type SavedProjectState =
  { status: "loading" } | { status: "failed" } | { status: "ready"; project: SavedProject };

/** One of the user's saved projects, by the id in the address bar. */
export function useSavedProject(projectId: string): SavedProjectState {
  const { loading, value } = useRequest(projectId, async (): Promise<SavedProjectState> => {
    try {
      return { status: "ready", project: await fetchProject(projectId) };
    } catch {
      return { status: "failed" };
    }
  });
  return loading || !value ? { status: "loading" } : value;
}
