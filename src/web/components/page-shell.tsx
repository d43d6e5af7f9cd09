import type { ReactNode } from "react";

/** The common frame of a content page: a heading, an optional intro, then the page's own parts. */
export function PageShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>}
      {children}
    </main>
  );
}
