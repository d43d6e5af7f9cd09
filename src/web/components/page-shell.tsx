import type { ReactNode } from "react";
import { Link } from "react-router";

type PageShellProps = {
  title: string;
  intro?: string;
  /** A way onward at the end of the page, e.g. back to the blog index. */
  onward?: { to: string; label: string };
  /** Room for a grid of cards (the examples gallery) rather than a column of text. */
  wide?: boolean;
  children?: ReactNode;
};

/** The common frame of a content page: a heading, an optional intro, the page's own parts. */
export function PageShell({ title, intro, onward, wide = false, children }: PageShellProps) {
  return (
    <main
      id="main"
      className={`mx-auto w-full ${wide ? "max-w-6xl" : "max-w-4xl"} px-4 py-12 sm:px-6 sm:py-16`}
    >
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro && <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>}
      {children}
      {onward && (
        <Link
          to={onward.to}
          className="mt-8 inline-block font-medium text-brand-700 underline underline-offset-4"
        >
          {onward.label}
        </Link>
      )}
    </main>
  );
}
