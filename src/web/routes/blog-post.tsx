import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Post Not Found") }];

export default function BlogPostPage() {
  return (
    <PageShell
      title="Post Not Found"
      intro="The blog post you're looking for doesn't exist."
      onward={{ to: "/blog", label: "Browse all guides" }}
    />
  );
}
