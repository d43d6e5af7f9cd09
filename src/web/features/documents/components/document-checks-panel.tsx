import { useState } from "react";
import type { DocumentCheck } from "#shared/documents.ts";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useRequest } from "#web/lib/use-request.ts";
import {
  deleteDocumentCheck,
  fetchDocumentCheckOptions,
  fetchDocumentChecks,
} from "../api/documents-api.ts";
import { useDocumentCheck } from "../hooks/use-document-check.ts";
import { DocumentCheckForm } from "./document-check-form.tsx";
import { DocumentCheckView } from "./document-check-view.tsx";

const STATUS_WORD: Record<DocumentCheck["status"], string> = {
  queued: "Waiting",
  reading: "Reading",
  checking: "Checking",
  done: "Done",
  failed: "Failed, refunded",
};

function LiveCheck({ initial, onDeleted }: { initial: DocumentCheck; onDeleted: () => void }) {
  const { check, offline } = useDocumentCheck(initial);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteDocumentCheck(check.id);
      setConfirming(false);
      onDeleted();
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : "The check could not be deleted.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <DocumentCheckView check={check} offline={offline} onDelete={() => setConfirming(true)} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this check?"
        description="The checklist and the files you uploaded for it are deleted. Credits spent on it are not refunded."
        confirmLabel="Delete"
        onConfirm={() => void remove()}
        busy={busy}
        error={error}
      />
    </>
  );
}

type Loaded =
  | {
      options: Awaited<ReturnType<typeof fetchDocumentCheckOptions>>;
      checks: DocumentCheck[];
    }
  | { problem: string };

/** The signed-in user's document checks: a new one, the one in view, and the earlier ones. */
export function DocumentChecksPanel({
  initialAddress,
  addressField,
}: Pick<Parameters<typeof DocumentCheckForm>[0], "initialAddress" | "addressField">) {
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<DocumentCheck | null>(null);
  const { loading, value } = useRequest<Loaded>(`checks:${version}`, async () => {
    try {
      const [options, checks] = await Promise.all([
        fetchDocumentCheckOptions(),
        fetchDocumentChecks(),
      ]);
      return { options, checks };
    } catch (error) {
      return {
        problem: error instanceof Error ? error.message : "The checks could not be loaded.",
      };
    }
  });

  if (!value)
    return (
      <p className="mt-8 flex items-center gap-2 text-slate-600">
        <Spinner /> Loading…
      </p>
    );
  if ("problem" in value)
    return (
      <div className="mt-8 grid gap-3">
        <FormAlert>{value.problem}</FormAlert>
        <button
          type="button"
          className="justify-self-start underline"
          onClick={() => setVersion((v) => v + 1)}
        >
          Try again
        </button>
      </div>
    );

  const shown = selected ?? null;
  const earlier = value.checks.filter((check) => check.id !== shown?.id);
  return (
    <div className="mt-8 grid gap-8 [&>*]:min-w-0">
      {shown && (
        <LiveCheck
          key={shown.id}
          initial={shown}
          onDeleted={() => {
            setSelected(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
      <section aria-labelledby="new-check">
        <h2 id="new-check" className="mb-3 text-xl font-bold text-slate-900">
          New check
        </h2>
        <DocumentCheckForm
          projectTypes={value.options.projectTypes}
          credits={value.options.credits}
          initialAddress={initialAddress}
          addressField={addressField}
          onStarted={(check) => {
            setSelected(check);
            setVersion((v) => v + 1);
          }}
        />
      </section>
      <section aria-labelledby="earlier-checks">
        <h2 id="earlier-checks" className="mb-3 text-xl font-bold text-slate-900">
          Your checks
        </h2>
        {loading && <p className="text-sm text-slate-500">Updating…</p>}
        {earlier.length === 0 ? (
          <p className="text-slate-600">
            {shown ? "No other checks yet." : "No checks yet. Your first one will be listed here."}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {earlier.map((check) => (
              <li key={check.id}>
                <button
                  type="button"
                  onClick={() => setSelected(check)}
                  className="flex w-full flex-wrap items-center justify-between gap-2 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">
                      {check.projectType.name} at {check.address}
                    </span>
                    <span className="block text-sm text-slate-600">
                      {new Date(check.createdAt).toLocaleString()} · {check.files.length}{" "}
                      {check.files.length === 1 ? "file" : "files"}
                    </span>
                  </span>
                  <span className="text-sm font-medium text-slate-700">
                    {STATUS_WORD[check.status]}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
