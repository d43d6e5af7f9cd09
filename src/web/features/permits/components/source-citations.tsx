import { createContext, type ReactNode, use, useMemo } from "react";
import type { PermitReport } from "../api/permits-api.ts";
import { formatDate } from "../report-format.ts";
import { ExternalLink } from "./external-link.tsx";

type Source = PermitReport["sources"][number];

type SourceIndex = {
  /** Where the list's items are: item n has the id `${idPrefix}-source-${n}`. */
  idPrefix: string;
  /** Source id → its number in the list, from 1. */
  numbers: Map<string, number>;
  sources: Source[];
};

const SourceIndexContext = createContext<SourceIndex | null>(null);

/** Numbers the report's sources in their order, for every citation mark inside. */
export function SourceIndexProvider({
  sources,
  idPrefix,
  children,
}: {
  sources: Source[];
  idPrefix: string;
  children: ReactNode;
}) {
  const index = useMemo(
    () => ({
      idPrefix,
      sources,
      numbers: new Map(sources.map((source, at) => [source.id, at + 1])),
    }),
    [sources, idPrefix],
  );
  return <SourceIndexContext value={index}>{children}</SourceIndexContext>;
}

function useSourceIndex(): SourceIndex {
  const index = use(SourceIndexContext);
  if (!index) throw new Error("Citations need a SourceIndexProvider.");
  return index;
}

const sourceAnchor = (idPrefix: string, number: number) => `${idPrefix}-source-${number}`;

/**
 * The citation marks of a fact: "[2]" for each of its sources, each a link to that source in the
 * list. Ids the report has no source for are left out; nothing is shown when none is left.
 */
export function Cite({ ids }: { ids: readonly (string | null | undefined)[] }) {
  const { idPrefix, numbers, sources } = useSourceIndex();
  const cited = [
    ...new Set(ids.flatMap((id) => (id && numbers.has(id) ? [numbers.get(id) ?? 0] : []))),
  ].sort((a, b) => a - b);
  if (cited.length === 0) return null;
  return (
    // Each mark is a 24 px target (WCAG 2.2 target size); the negative margin keeps the line low.
    <span className="ml-0.5 inline-flex gap-1 align-text-top text-xs leading-none">
      {cited.map((number) => (
        <a
          key={number}
          href={`#${sourceAnchor(idPrefix, number)}`}
          aria-label={`Source ${number}: ${sources[number - 1]?.citation ?? ""}`}
          className="-my-1 inline-flex min-h-6 min-w-6 items-center justify-center rounded-sm font-medium text-brand-700 no-underline hover:bg-brand-50 hover:underline"
        >
          [{number}]
        </a>
      ))}
    </span>
  );
}

/** The numbered list of sources: citation, title linked to the source, publisher, as-of date. */
export function SourcesList() {
  const { idPrefix, sources } = useSourceIndex();
  if (sources.length === 0) return <p className="text-sm text-slate-600">No sources listed.</p>;
  return (
    <ol className="grid gap-3 text-sm">
      {sources.map((source, at) => (
        <li
          key={source.id}
          id={sourceAnchor(idPrefix, at + 1)}
          tabIndex={-1}
          className="flex scroll-mt-24 gap-3 rounded-md p-2 target:bg-amber-50 focus:outline-none focus-visible:outline-2"
        >
          <span className="w-9 shrink-0 text-right font-semibold text-slate-500 tabular-nums">
            [{at + 1}]
          </span>
          <span className="min-w-0 text-slate-700">
            <span className="font-semibold text-slate-900">{source.citation}</span>
            {". "}
            <ExternalLink href={source.url}>{source.title}</ExternalLink>
            {". "}
            {source.publisher}. As of <time dateTime={source.asOf}>{formatDate(source.asOf)}</time>.
          </span>
        </li>
      ))}
    </ol>
  );
}
