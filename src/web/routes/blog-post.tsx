import { useParams } from "react-router";
import { isPlaceholderBlogSlug } from "#shared/blog-slugs.ts";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ArticleAddressBox } from "#web/features/addresses/components/article-address-box.tsx";
import { useAddressFlow } from "#web/features/addresses/hooks/use-address-flow.ts";
import type { Route } from "./+types/blog-post";

export const meta = ({ params }: Route.MetaArgs) => [
  {
    title: pageTitle(
      isPlaceholderBlogSlug(params.slug) ? `Content for ${params.slug}` : "Post Not Found",
    ),
  },
];

/** Spec §2: a guide still being written shows its slug, an address box and the example address. */
function PlaceholderPost({ slug }: { slug: string }) {
  const flow = useAddressFlow();
  return (
    <PageShell
      title={`Content for ${slug}`}
      intro="This guide is being written. Meanwhile, enter a property address to see the permits and building codes that apply to it."
    >
      <ArticleAddressBox
        className="mt-8 max-w-2xl"
        id="article-address"
        onAddressSubmit={flow.start}
        loading={flow.busy}
        showExampleButton
      />
    </PageShell>
  );
}

export default function BlogPostPage() {
  const slug = useParams().slug ?? "";
  if (isPlaceholderBlogSlug(slug)) return <PlaceholderPost slug={slug} />;
  return (
    <PageShell
      title="Post Not Found"
      intro="The blog post you're looking for doesn't exist."
      onward={{ to: "/blog", label: "Browse all guides" }}
    />
  );
}
