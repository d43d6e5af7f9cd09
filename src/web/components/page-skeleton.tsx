/** The grey placeholder of a page whose content waits for something, e.g. the session. */
export function PageSkeleton() {
  return (
    <main
      id="main"
      aria-busy="true"
      className="mx-auto w-full max-w-4xl animate-pulse px-4 py-12 sm:px-6"
    >
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-2/3 rounded bg-slate-200" />
      <div className="mt-6 h-4 w-full rounded bg-slate-200" />
      <div className="mt-3 h-4 w-5/6 rounded bg-slate-200" />
      <div className="mt-10 h-40 w-full rounded-lg bg-slate-100" />
    </main>
  );
}
