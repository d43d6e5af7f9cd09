import { Link } from "react-router";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useRequest } from "#web/lib/use-request.ts";
import { type SavedProject, fetchProjects } from "../api/projects-api.ts";

const PROJECT_TYPE_LABELS: Record<string, string> = {
  building_permit: "Building permit",
  renovation: "Renovation",
  new_construction: "New construction",
  addition: "Addition",
  adu: "ADU",
};

const updated = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" });

/** "My Projects": the user's saved projects, most recent first, each opening its chat. */
export function ProjectList() {
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
  if (!value || value.projects.length === 0)
    return (
      <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center">
        <p className="text-slate-700">No projects yet. Start one from a property address.</p>
        <Link to="/projects/create" className={buttonClass("primary", "md", "mt-4")}>
          Create Project
        </Link>
      </div>
    );
  return (
    <ul className="mt-8 grid gap-3">
      {value.projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/project-setup-chat/${project.id}`}
            className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:border-brand-600"
          >
            <span className="block font-semibold text-slate-900">{project.name}</span>
            <span className="mt-1 block text-sm text-slate-600">
              {PROJECT_TYPE_LABELS[project.project_type] ?? project.project_type} · updated{" "}
              {updated(project.updatedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
