import { Link } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Post Not Found") }];

export default function BlogPostPage() {
  return (
    <PageShell title="Post Not Found" intro="The blog post you're looking for doesn't exist.">
      <Link
        to="/blog"
        className="mt-8 inline-block font-medium text-brand-700 underline underline-offset-4"
      >
        Browse all guides
      </Link>
    </PageShell>
  );
}
