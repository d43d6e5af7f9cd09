import "#web/lib/zod-config.ts";
import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import { pageTitle } from "#shared/site.ts";
import { Toaster } from "#web/components/ui/toaster.tsx";
import { useIslandRoute, useIslandScript } from "#web/lib/route-handle.ts";
import stylesheet from "#web/styles/app.css?url";
import type { Route } from "./+types/root";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const islandScript = useIslandScript();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e3a8a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {islandScript ? (
          <script type="module" src={islandScript} />
        ) : (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Island pages render their own toaster inside the island.
  const hasIsland = useIslandRoute() !== undefined;
  return (
    <>
      <Outlet />
      {!hasIsland && <Toaster />}
    </>
  );
}

/** Shown while the browser loads a page that was not prerendered. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <div className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" />
    </div>
  );
}

/** The fallback for routing errors nothing else handled: "Unexpected Application Error". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 px-6 py-16">
      <title>{pageTitle("Unexpected Application Error")}</title>
      <h1 className="text-3xl font-bold tracking-tight">Unexpected Application Error</h1>
      <p className="text-slate-600">
        Something went wrong while loading this page. Please try again, or go back to the home page.
      </p>
      {detail && import.meta.env.DEV && (
        <pre className="overflow-auto rounded-md bg-slate-100 p-4 text-sm">{detail}</pre>
      )}
      <a href="/" className="font-medium text-brand-700 underline underline-offset-4">
        Back to home
      </a>
    </main>
  );
}
