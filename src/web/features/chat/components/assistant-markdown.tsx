import type { ReactNode } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

/** Links leave the chat in a new tab, so the conversation stays open; screen readers are told. */
function NewTabLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  // An unsafe address (javascript:…) arrives blanked: a link to nowhere is only its words.
  if (!href) return <span>{children}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium break-words text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Elements mapped to styled ones. Images become links to the image: an answer should not load
 * pictures from wherever a model pointed.
 */
const COMPONENTS: Components = {
  a: ({ href, children }) => <NewTabLink href={href}>{children}</NewTabLink>,
  img: ({ src, alt }) => (
    <NewTabLink href={typeof src === "string" ? src : undefined}>{alt || "Image"}</NewTabLink>
  ),
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  h1: ({ children }) => <h3 className="mt-4 mb-2 text-lg font-bold first:mt-0">{children}</h3>,
  h2: ({ children }) => <h3 className="mt-4 mb-2 text-base font-bold first:mt-0">{children}</h3>,
  h3: ({ children }) => <h4 className="mt-3 mb-1 font-semibold first:mt-0">{children}</h4>,
  h4: ({ children }) => <h5 className="mt-3 mb-1 font-semibold first:mt-0">{children}</h5>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-700">
      {children}
    </blockquote>
  ),
  // A wide table scrolls inside the bubble instead of stretching it.
  table: ({ children }) => (
    <div className="my-3 overflow-x-auto">
      <table className="min-w-full border-collapse text-left text-sm">{children}</table>
    </div>
  ),
  th: ({ children, style }) => (
    <th style={style} className="border border-slate-300 bg-slate-200/60 px-2 py-1 font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border border-slate-300 px-2 py-1 align-top">
      {children}
    </td>
  ),
  pre: ({ children }) => (
    <pre className="my-3 overflow-x-auto rounded-md bg-slate-900 p-3 text-sm leading-relaxed text-slate-100 [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-inherit">
      {children}
    </pre>
  ),
  code: ({ children, className }) => (
    <code
      className={`rounded bg-slate-200/70 px-1 py-0.5 font-mono text-[0.9em] ${className ?? ""}`}
    >
      {children}
    </code>
  ),
};

/**
 * An assistant answer as Markdown with GitHub's extensions (lists, tables, strikethrough, task
 * lists). Raw HTML is never rendered: without rehype-raw, react-markdown turns HTML in the text
 * into plain text, so a `<script>` or an `<img onerror>` shows as the characters it is and runs
 * nothing (skipHtml would instead delete it, and the reader would lose words of the answer).
 * Unsafe link protocols such as `javascript:` are blanked by react-markdown's default
 * urlTransform. Citation marks like [1] stay text: with no matching definition they are no link.
 */
export function AssistantMarkdown({ content }: { content: string }) {
  return (
    <div className="text-sm leading-relaxed break-words sm:text-base">
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
        {content}
      </Markdown>
    </div>
  );
}
