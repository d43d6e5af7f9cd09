import type { ReactNode } from "react";
import { Link } from "react-router";
import { LEGAL_UPDATED } from "../legal-pages.ts";

/** A policy page: its heading, when it last changed, and its sections. */
export function LegalDocument({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">Last updated {LEGAL_UPDATED}</p>
      <div className="legal mt-8 grid gap-8 text-base leading-7 text-slate-800">{children}</div>
    </main>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function Bullets({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid list-disc gap-2 pl-6">
      {items.map((item, index) => (
        // Fixed text: a list's order is its items' identity.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/** A link inside policy text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-brand-700 underline underline-offset-4">
      {children}
    </Link>
  );
}
