import { useId } from "react";
import { Link } from "react-router";
import type { DocumentCheck, DocumentFinding, FindingStatus } from "#shared/documents.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { documentCheckReportUrl } from "../api/documents-api.ts";

const STATUS: Record<FindingStatus, { label: string; mark: string; className: string }> = {
  found: { label: "Found", mark: "✓", className: "bg-green-50 text-green-800 ring-green-200" },
  missing: { label: "Missing", mark: "✗", className: "bg-red-50 text-red-800 ring-red-200" },
  unclear: {
    label: "Check by hand",
    mark: "?",
    className: "bg-amber-50 text-amber-900 ring-amber-200",
  },
  "not-applicable": {
    label: "Not needed",
    mark: "–",
    className: "bg-slate-100 text-slate-700 ring-slate-200",
  },
};

const STEP: Record<DocumentCheck["status"], string> = {
  queued: "Waiting to start…",
  reading: "Reading your documents",
  checking: "Checking them against the checklist…",
  done: "Done",
  failed: "Failed",
};

function Progress({ check }: { check: DocumentCheck }) {
  const total = Math.max(check.pagesTotal, 1);
  const read = Math.min(check.pagesRead, total);
  return (
    <div className="mt-4 grid gap-2" aria-live="polite">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <Spinner />
        {check.status === "reading"
          ? `Reading page ${Math.min(read + 1, total)} of ${total}…`
          : STEP[check.status]}
      </p>
      <div
        role="progressbar"
        aria-label="Pages read"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={read}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-600 transition-all"
          style={{ width: `${(read / total) * 100}%` }}
        />
      </div>
      <p className="text-sm text-slate-600">
        Scans and photos are read with OCR, which takes a few seconds a page. You can leave this
        page: the check goes on, and it is listed below when you come back.
      </p>
    </div>
  );
}

function FindingItem({ finding }: { finding: DocumentFinding }) {
  const status = STATUS[finding.status];
  return (
    <li className="grid gap-1.5 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="min-w-0 flex-1 font-semibold text-slate-900">{finding.label}</h4>
        <span
          className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${status.className}`}
        >
          <span aria-hidden="true">{status.mark}</span>
          {status.label}
        </span>
      </div>
      {finding.where.length > 0 && (
        <ul className="grid gap-1 text-sm text-slate-700">
          {finding.where.slice(0, 3).map((place) => (
            <li key={`${place.fileId}:${place.page}:${place.excerpt}`}>
              <span className="font-medium">
                {place.fileName}, page {place.page}:
              </span>{" "}
              <q className="text-slate-600">{place.excerpt}</q>
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-slate-600">{finding.why}</p>
      {finding.note && <p className="text-sm text-slate-600">{finding.note}</p>}
      {finding.by === "model" && (
        <p className="text-sm text-slate-500">
          Suggested by the AI model: confirm it on the page named.
        </p>
      )}
      {finding.source && (
        <p className="text-xs text-slate-500">
          Source:{" "}
          <a
            href={finding.source.url}
            target="_blank"
            rel="noopener noreferrer"
            className="underline hover:text-slate-700"
          >
            {finding.source.title}
          </a>{" "}
          (as of {finding.source.asOf})
        </p>
      )}
    </li>
  );
}

function FindingGroup({ title, findings }: { title: string; findings: DocumentFinding[] }) {
  const headingId = useId();
  if (findings.length === 0) return null;
  return (
    <section className="mt-6" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <ul className="divide-y divide-slate-200">
        {findings.map((finding) => (
          <FindingItem key={finding.itemId} finding={finding} />
        ))}
      </ul>
    </section>
  );
}

/** One check: its progress while it runs, its checklist once done, or why it failed. */
export function DocumentCheckView({
  check,
  offline,
  onDelete,
}: {
  check: DocumentCheck;
  offline: boolean;
  onDelete: () => void;
}) {
  const count = (status: FindingStatus) => check.findings.filter((f) => f.status === status).length;
  return (
    <article
      aria-labelledby={`check-${check.id}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`check-${check.id}`} className="text-xl font-bold text-slate-900">
        {check.projectType.name} at {check.address}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {check.jurisdiction} · {check.files.length} {check.files.length === 1 ? "file" : "files"},{" "}
        {check.pagesTotal} {check.pagesTotal === 1 ? "page" : "pages"} · {check.credits} credits
      </p>
      {check.projectId && (
        <p className="mt-1 text-sm">
          <Link
            to={`/project-setup-chat/${check.projectId}`}
            className="font-medium text-brand-700 underline hover:text-brand-800"
          >
            Ask about this project in its chat
          </Link>
        </p>
      )}
      {offline && <p className="mt-2 text-sm text-amber-800">Reconnecting…</p>}
      {(check.status === "queued" || check.status === "reading" || check.status === "checking") && (
        <Progress check={check} />
      )}
      {check.status === "failed" && (
        <div className="mt-4">
          <FormAlert>
            {check.error ?? "The check could not be completed. Your credits were refunded."}
          </FormAlert>
        </div>
      )}
      {check.status === "done" && (
        <>
          <p className="mt-4 font-semibold text-slate-900" aria-live="polite">
            {count("found")} found · {count("missing")} missing · {count("unclear")} to check by
            hand
          </p>
          <FindingGroup
            title="Documents the application needs"
            findings={check.findings.filter((f) => f.kind === "document")}
          />
          <FindingGroup
            title="What the drawings show"
            findings={check.findings.filter((f) => f.kind === "sheet")}
          />
          <p className="mt-6 text-sm text-slate-600">
            This checklist comes from your files and the usual requirements for this kind of work;
            the permit office decides what a complete application is. Confirm with{" "}
            {check.jurisdiction} before you submit.
          </p>
        </>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {check.status === "done" && (
          <a
            href={documentCheckReportUrl(check.id)}
            download
            className={buttonClass("primary", "md")}
          >
            Download checklist (PDF)
          </a>
        )}
        {(check.status === "done" || check.status === "failed") && (
          <button type="button" className={buttonClass("danger", "md")} onClick={onDelete}>
            Delete check and files
          </button>
        )}
      </div>
    </article>
  );
}
