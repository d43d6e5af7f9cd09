import { type DragEvent, type FormEvent, type ReactNode, useId, useState } from "react";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_CHECK_MAX_FILES,
  DOCUMENT_MAX_FILE_BYTES,
  type DocumentCheck,
} from "#shared/documents.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { newId } from "#web/lib/new-id.ts";
import { startDocumentCheck } from "../api/documents-api.ts";
import { formatBytes } from "../format-bytes.ts";

type Props = {
  projectTypes: { id: string; name: string }[];
  credits: number;
  /** The address first shown (the user's latest project's). */
  initialAddress: string;
  /** The address box, given by the page (it has the site's address suggestions). */
  addressField: (field: { value: string; onChange: (value: string) => void }) => ReactNode;
  onStarted: (check: DocumentCheck) => void;
};

const MEGABYTE = 1024 * 1024;

/** The files a user added, less repeats; what is too many or too large is said at once. */
function addFiles(current: File[], added: File[]): { files: File[]; problem: string | null } {
  const key = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;
  const seen = new Set(current.map(key));
  const tooLarge = added.filter((file) => file.size > DOCUMENT_MAX_FILE_BYTES);
  const files = [
    ...current,
    ...added.filter((file) => file.size <= DOCUMENT_MAX_FILE_BYTES && !seen.has(key(file))),
  ];
  if (tooLarge.length > 0)
    return {
      files,
      problem: `${tooLarge.map((file) => `"${file.name}"`).join(", ")} ${tooLarge.length === 1 ? "is" : "are"} larger than ${DOCUMENT_MAX_FILE_BYTES / MEGABYTE} MB.`,
    };
  if (files.length > DOCUMENT_CHECK_MAX_FILES)
    return {
      files: files.slice(0, DOCUMENT_CHECK_MAX_FILES),
      problem: `A check takes at most ${DOCUMENT_CHECK_MAX_FILES} files.`,
    };
  return { files, problem: null };
}

/** Address, kind of work and files for a new check, with its price stated before anything is sent. */
export function DocumentCheckForm({
  projectTypes,
  credits,
  initialAddress,
  addressField,
  onStarted,
}: Props) {
  const inputId = useId();
  const [address, setAddress] = useState(initialAddress);
  const [projectType, setProjectType] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  // One key per upload: a retry of the same files after a dropped connection is charged once.
  const [requestKey, setRequestKey] = useState(newId);

  const take = (added: File[]) => {
    const next = addFiles(files, added);
    setFiles(next.files);
    setProblem(next.problem);
    setRequestKey(newId());
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!projectType) return setProblem("Choose the kind of work.");
    if (files.length === 0) return setProblem("Add at least one file to check.");
    setBusy(true);
    setProblem(null);
    try {
      const check = await startDocumentCheck({ address, projectType, files, requestKey });
      setFiles([]);
      setRequestKey(newId());
      onStarted(check);
    } catch (error) {
      setProblem(
        error instanceof ApiRequestError
          ? error.message
          : "The upload did not go through. Check your connection and try again: you will not be charged twice.",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 [&>*]:min-w-0"
      noValidate
    >
      {addressField({
        value: address,
        onChange: (value) => {
          setAddress(value);
          setRequestKey(newId());
        },
      })}
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={`${inputId}-type`} className="text-sm font-medium text-slate-800">
          Kind of work
        </label>
        <select
          id={`${inputId}-type`}
          name="projectType"
          required
          value={projectType}
          onChange={(event) => {
            setProjectType(event.target.value);
            setRequestKey(newId());
          }}
          className="h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600"
        >
          <option value="">Choose…</option>
          {projectTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-2">
        <span id={`${inputId}-files-label`} className="text-sm font-medium text-slate-800">
          Documents
        </span>
        <label
          htmlFor={`${inputId}-files`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-8 text-center focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200 ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50 hover:bg-slate-100"}`}
        >
          <span className="font-semibold text-slate-900">Choose files or drop them here</span>
          <span className="text-sm text-slate-600">
            Plan sets and forms as PDF, photos or scans as PNG or JPEG · up to{" "}
            {DOCUMENT_CHECK_MAX_FILES} files, {DOCUMENT_MAX_FILE_BYTES / MEGABYTE} MB each
          </span>
          <input
            id={`${inputId}-files`}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            className="sr-only"
            aria-labelledby={`${inputId}-files-label`}
            onChange={(event) => {
              take([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
        </label>
        {files.length > 0 && (
          <ul
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
            aria-label="Files to check"
          >
            {files.map((file) => (
              <li
                key={`${file.name}:${file.size}`}
                className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
              >
                <span className="min-w-0 truncate text-slate-900">{file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-slate-600">
                  {formatBytes(file.size)}
                  <button
                    type="button"
                    className={buttonClass("ghost", "sm")}
                    aria-label={`Remove ${file.name}`}
                    onClick={() => {
                      setFiles(files.filter((other) => other !== file));
                      setRequestKey(newId());
                    }}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="text-sm text-slate-700">
        A check costs <strong>{credits} credits</strong>, taken when the upload is accepted. If the
        check cannot be completed, the credits come back. Files that are not PDF, PNG or JPEG, or
        that cannot be read, are refused before anything is charged.
      </p>
      {problem && <FormAlert>{problem}</FormAlert>}
      <SubmitButton
        busy={busy}
        busyLabel="Uploading…"
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Check documents ({credits} credits)
      </SubmitButton>
    </form>
  );
}
