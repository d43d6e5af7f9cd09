import { data } from "react-router";
import { GUIDE_CATEGORY } from "#shared/blog/guide.ts";
import { guidesTagged, listGuides } from "#content/guides.server.ts";
import { pageTitle } from "#shared/site.ts";
import { LoaderErrorPage } from "#web/components/loader-error-page.tsx";
import { PageShell } from "#web/components/page-shell.tsx";
import { GuideList } from "#web/features/blog/components/guide-list.tsx";
import type { Route } from "./+types/blog-listing";

const BACK = { to: "/blog", label: "Browse all guides" };

/** Runs when the site is built: the guides of a category (/blog/category/:category) or a tag. */
export function loader({ params }: Route.LoaderArgs) {
  if (params.category !== undefined) {
    if (params.category.toLowerCase() !== GUIDE_CATEGORY.toLowerCase())
      throw data(null, { status: 404 });
    return { title: `Category: ${GUIDE_CATEGORY}`, guides: listGuides() };
  }
  const tagged = guidesTagged(params.tag ?? "");
  if (!tagged) throw data(null, { status: 404 });
  return { title: `Guides tagged “${tagged.tag}”`, guides: tagged.guides };
}

/**
 * Prerendered pages hydrate with the data in their HTML; any other address of this route (an
 * unknown slug) asks for its data file, which answers 404, and the error boundary says so.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();
clientLoader.hydrate = true as const;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: pageTitle(loaderData?.title ?? "No Guides Here") },
  ...(loaderData
    ? [{ name: "description", content: `${loaderData.title}: permit guides from PermitLM.` }]
    : []),
];

export default function BlogListingPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title={loaderData.title} onward={BACK}>
      <GuideList guides={loaderData.guides} />
    </PageShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoaderErrorPage
      error={error}
      missing={{ title: "No Guides Here", intro: "No guide has this category or tag." }}
      failed="This list could not be shown."
      onward={BACK}
    />
  );
}
