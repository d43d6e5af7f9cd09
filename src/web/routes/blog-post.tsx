import { data } from "react-router";
import { isPlaceholderBlogSlug } from "#shared/blog-slugs.ts";
import { findGuide } from "#content/guides.server.ts";
import { siteOrigin } from "#content/content-files.server.ts";
import { guideStructuredData } from "#shared/blog/structured-data.ts";
import { BRAND_NAME, pageTitle } from "#shared/site.ts";
import { LoaderErrorPage } from "#web/components/loader-error-page.tsx";
import { PageShell } from "#web/components/page-shell.tsx";
import { AddressBoxIslandElement } from "#web/features/addresses/components/address-box-island.tsx";
import { GuideArticle } from "#web/features/blog/components/guide-article.tsx";
import type { RouteHandle } from "#web/lib/route-handle.ts";
import type { Route } from "./+types/blog-post";

const NOT_FOUND_TITLE = "Post Not Found";

/** Runs when the site is built: each guide's page is prerendered with its data. */
export function loader({ params }: Route.LoaderArgs) {
  if (isPlaceholderBlogSlug(params.slug)) return { kind: "placeholder" as const };
  const guide = findGuide(params.slug);
  if (!guide) throw data(null, { status: 404 });
  const origin = siteOrigin();
  return {
    kind: "guide" as const,
    guide,
    url: `${origin}/blog/${guide.slug}`,
    image: `${origin}${guide.featuredImage.url}`,
    structuredData: guideStructuredData(guide, origin),
  };
}

/**
 * Prerendered pages hydrate with the data in their HTML; any other address of this route (an
 * unknown slug) asks for its data file, which answers 404, and the error boundary says so.
 */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => serverLoader();
clientLoader.hydrate = true as const;

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  if (!loaderData) return [{ title: pageTitle(NOT_FOUND_TITLE) }];
  if (loaderData.kind === "placeholder")
    return [{ title: pageTitle(`Content for ${params.slug}`) }];
  const { guide, url, image } = loaderData;
  return [
    { title: pageTitle(guide.title) },
    { name: "description", content: guide.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:title", content: guide.title },
    { property: "og:description", content: guide.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: guide.featuredImage.alt },
    { property: "article:published_time", content: guide.publishDate },
    { property: "article:modified_time", content: guide.lastModified },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: guide.title },
    { name: "twitter:description", content: guide.description },
    { name: "twitter:image", content: image },
    ...loaderData.structuredData.map((block) => ({ "script:ld+json": block })),
  ];
};

/** Prerendered HTML with the address box as its only script (ADR 004, ADR 013). */
export const handle: RouteHandle = { island: "article" };

/** A guide still being written shows its slug, an address box and the example address. */
function PlaceholderPost({ slug }: { slug: string }) {
  return (
    <PageShell
      title={`Content for ${slug}`}
      intro="This guide is being written. Meanwhile, enter a property address to see the permits and building codes that apply to it."
    >
      <div className="mt-8 max-w-2xl">
        <AddressBoxIslandElement showExampleButton />
      </div>
    </PageShell>
  );
}

export default function BlogPostPage({ loaderData, params }: Route.ComponentProps) {
  if (loaderData.kind === "placeholder") return <PlaceholderPost slug={params.slug} />;
  return <GuideArticle guide={loaderData.guide} addressBox={<AddressBoxIslandElement />} />;
}

/** An unknown slug: "Post Not Found". */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <LoaderErrorPage
      error={error}
      missing={{ title: NOT_FOUND_TITLE, intro: "The blog post you're looking for doesn't exist." }}
      failed="This guide could not be shown. Please try again."
      onward={{ to: "/blog", label: "Browse all guides" }}
    />
  );
}
