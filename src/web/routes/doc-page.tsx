import { data } from "react-router";
import { findDoc } from "#content/docs.server.ts";
import { pageTitle } from "#shared/site.ts";
import { LoaderErrorPage } from "#web/components/loader-error-page.tsx";
import { DocPageView } from "#web/features/docs/components/doc-page-view.tsx";
import type { Route } from "./+types/doc-page";

/** Runs when the site is built: one topic of the user guide, with the others for the sidebar. */
export function loader({ params }: Route.LoaderArgs) {
  const page = findDoc(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

/**
 * Prerendered pages hydrate with the data in their HTML; any other address of this route (an
 * unknown topic) asks for its data file, which answers 404, and the error boundary says so.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.doc.title) },
        { name: "description", content: loaderData.doc.description },
      ]
    : [{ title: pageTitle("Page Not Found") }];

export default function DocPage({ loaderData }: Route.ComponentProps) {
  const { doc, topics, previous, next } = loaderData;
  return <DocPageView {...doc} topics={topics} previous={previous} next={next} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoaderErrorPage
      error={error}
      missing={{ title: "Not Found", intro: "The user guide has no page at this address." }}
      failed="This page could not be shown."
      onward={{ to: "/docs", label: "Back to the user guide" }}
    />
  );
}
