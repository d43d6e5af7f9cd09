import { data } from "react-router";
import { findResource } from "#content/guides.server.ts";
import { pageTitle } from "#shared/site.ts";
import { LoaderErrorPage } from "#web/components/loader-error-page.tsx";
import { PageShell } from "#web/components/page-shell.tsx";
import type { Route } from "./+types/resource";

/** Runs when the site is built: one of the resource pages the guides link to. */
export function loader({ params }: Route.LoaderArgs) {
  const resource = findResource(params.slug);
  if (!resource) throw data(null, { status: 404 });
  return { resource };
}

/**
 * Prerendered pages hydrate with the data in their HTML; any other address of this route (an
 * unknown slug) asks for its data file, which answers 404, and the error boundary says so.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.resource.title) },
        { name: "description", content: loaderData.resource.description },
      ]
    : [{ title: pageTitle("Resource Not Found") }];

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { resource } = loaderData;
  return (
    <PageShell title={resource.title} onward={{ to: "/blog", label: "Browse the guides" }}>
      <p className="mt-2 text-sm text-slate-500">
        Last reviewed <time dateTime={resource.lastModified}>{resource.lastModified}</time>
      </p>
      <div className="guide-prose mt-8" dangerouslySetInnerHTML={{ __html: resource.html }} />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoaderErrorPage
      error={error}
      missing={{ title: "Resource Not Found", intro: "We have no resource page at this address." }}
      failed="This page could not be shown."
      onward={{ to: "/blog", label: "Browse the guides" }}
    />
  );
}
