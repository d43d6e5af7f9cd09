import { type FormEvent, useState } from "react";
import { PROJECT_NAME_MAX_CHARS } from "#shared/project-requests.ts";
import {
  Dialog,
  DialogClose,
  DialogDescription,
  DialogPanel,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { type SavedProject, deleteProject, renameProject } from "../api/projects-api.ts";

type DialogProps = {
  project: SavedProject;
  onOpenChange: (open: boolean) => void;
};

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;

/** Renames a project; the dialog stays open with the reason when the server refuses. */
export function RenameProjectDialog({
  project,
  onOpenChange,
  onRenamed,
}: DialogProps & { onRenamed: (project: SavedProject) => void }) {
  const [name, setName] = useState(project.name);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (name.trim() === "") return setError("A project needs a name.");
    setSaving(true);
    setError(null);
    try {
      onRenamed(await renameProject(project.id, name));
      onOpenChange(false);
    } catch (caught) {
      setError(reasonOf(caught, "The project could not be renamed. Please try again."));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogPanel className="max-w-md p-5 sm:p-6">
        <DialogTitle className="text-lg font-bold">Rename project</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-600">
          {project.address}
        </DialogDescription>
        <form onSubmit={(event) => void save(event)} className="mt-4 grid gap-4" noValidate>
          <TextField
            label="Project name"
            value={name}
            maxLength={PROJECT_NAME_MAX_CHARS}
            onChange={(event) => setName(event.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex justify-end gap-2">
            <DialogClose className={buttonClass("secondary", "md")}>Cancel</DialogClose>
            <button type="submit" disabled={saving} className={buttonClass("primary", "md")}>
              {saving && <Spinner />} Save
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}

/** Asks before deleting a project, and says what goes with it. */
export function DeleteProjectDialog({
  project,
  onOpenChange,
  onDeleted,
}: DialogProps & { onDeleted: (id: string) => void }) {
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function remove() {
    setDeleting(true);
    setError(null);
    try {
      await deleteProject(project.id);
      onDeleted(project.id);
      onOpenChange(false);
    } catch (caught) {
      setError(reasonOf(caught, "The project could not be deleted. Please try again."));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Delete “${project.name}”?`}
      description="This deletes the project and its conversations for good. Credits already spent are not returned."
      confirmLabel="Delete project"
      onConfirm={() => void remove()}
      busy={deleting}
      error={error}
    />
  );
}
