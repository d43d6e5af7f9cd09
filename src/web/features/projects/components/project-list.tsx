import { useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useRequest } from "#web/lib/use-request.ts";
import { type SavedProject, fetchProjects } from "../api/projects-api.ts";
import { DeleteProjectDialog, RenameProjectDialog } from "./project-dialogs.tsx";

const PROJECT_TYPE_LABELS: Record<string, string> = {
  building_permit: "Building permit",
  renovation: "Renovation",
  new_construction: "New construction",
  addition: "Addition",
  adu: "ADU",
};

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

type Editing = { project: SavedProject; action: "rename" | "delete" } | null;

/**
 * "My Projects": the user's saved projects, most recent first, each opening its chat, with
 * Rename and Delete beside it. Changes show at once; the list is not fetched again.
 */
export function ProjectList() {
  const [changed, setChanged] = useState<SavedProject[] | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const { loading, value } = useRequest("projects", async () => {
    try {
      return { projects: await fetchProjects(), failed: false };
    } catch {
      return { projects: [] as SavedProject[], failed: true };
    }
  });
  if (loading)
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-slate-600">
        <Spinner /> Loading projects...
      </p>
    );
  if (value?.failed)
    return (
      <p role="alert" className="mt-8 text-red-700">
        Your projects could not be loaded. Please try again.
      </p>
    );
  const projects = changed ?? value?.projects ?? [];
  if (projects.length === 0)
    return (
      <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">No projects yet. Start one from a property address.</p>
        <Link to="/projects/create" className={buttonClass("primary", "md", "mt-4")}>
          Create Project
        </Link>
      </div>
    );
  const close = () => setEditing(null);
  return (
    <>
      <ul className="mt-8 grid gap-3">
        {projects.map((project) => (
          <li
            key={project.id}
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm focus-within:border-brand-600 hover:border-brand-600 sm:flex-row sm:items-center"
          >
            <Link to={`/project-setup-chat/${project.id}`} className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">{project.name}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {PROJECT_TYPE_LABELS[project.project_type] ?? project.project_type} · updated{" "}
                {updated(project.updatedAt)}
              </span>
            </Link>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass("secondary", "sm")}
                aria-label={`Rename ${project.name}`}
                onClick={() => setEditing({ project, action: "rename" })}
              >
                Rename
              </button>
              <button
                type="button"
                className={buttonClass("danger", "sm")}
                aria-label={`Delete ${project.name}`}
                onClick={() => setEditing({ project, action: "delete" })}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing?.action === "rename" && (
        <RenameProjectDialog
          project={editing.project}
          onOpenChange={close}
          onRenamed={(renamed) =>
            setChanged([renamed, ...projects.filter((project) => project.id !== renamed.id)])
          }
        />
      )}
      {editing?.action === "delete" && (
        <DeleteProjectDialog
          project={editing.project}
          onOpenChange={close}
          onDeleted={(id) => setChanged(projects.filter((project) => project.id !== id))}
        />
      )}
    </>
  );
}
