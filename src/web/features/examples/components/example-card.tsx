import { useId } from "react";
import { Link } from "react-router";
import type { ExampleSource } from "#shared/examples.ts";
import type { PermitExampleCard } from "#content/examples.server.ts";

const LAYER_LABELS = { local: "Local", state: "State", model: "Model code" } as const;

/** "City of Portland (city)"; where no one issues permits, says so. */
export function authorityLine(authority: PermitExampleCard["authority"]): string {
  if (!authority) return "Unclear from the address: the report lists the candidates";
  if (authority.kind === "none") return `No one (${authority.name} issues no building permits)`;
  return `${authority.name} (${authority.kind === "consolidated" ? "city and county" : authority.kind})`;
}

function SourceLink({ source }: { source: ExampleSource }) {
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {source.title} <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** One example address: who issues permits, its leading rules, one answered question, the report. */
export function ExampleCard({ example }: { example: PermitExampleCard }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <p className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {example.place}
      </p>
      <h2 id={headingId} className="mt-1 text-xl font-semibold text-slate-900">
        {example.address}
      </h2>
      <dl className="mt-4 text-sm">
        <dt className="font-semibold text-slate-900">Issues building permits</dt>
        <dd className="mt-1 text-slate-700">{authorityLine(example.authority)}</dd>
        <dd className="mt-1 text-slate-500">{example.basis}</dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-slate-900">Rules on file</h3>
      <ul className="mt-2 grid gap-3 text-sm text-slate-700">
        {example.requirements.map((rule) => (
          <li key={rule.text} className="border-l-2 border-slate-200 pl-3">
            <span className="mr-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {LAYER_LABELS[rule.layer]}
            </span>
            {rule.text}
            {rule.source && (
              <span className="mt-1 block text-xs text-slate-500">
                Source: <SourceLink source={rule.source} /> · as of {rule.source.asOf}
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-5 rounded-lg bg-slate-50 p-4 text-sm">
        <p className="font-semibold text-slate-900">“{example.question}”</p>
        <div
          className="mt-2 text-slate-700 [&_strong]:text-slate-900"
          dangerouslySetInnerHTML={{ __html: example.answerHtml }}
        />
        {example.answer.sources.length > 0 && (
          <p className="mt-2 text-xs text-slate-500">
            Source:{" "}
            {example.answer.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 && "; "}
                <SourceLink source={source} /> · as of {source.asOf}
              </span>
            ))}
          </p>
        )}
      </div>
      <Link
        to={example.reportUrl}
        className="mt-5 self-start font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        See the full permit report <span className="sr-only">for {example.address}</span>
      </Link>
    </article>
  );
}
