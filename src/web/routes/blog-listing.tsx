import { useParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import type { Route } from "./+types/blog-listing";

/** A category or tag name as a heading: "permit-delays" → "Permit Delays". */
function headingFor(param: string): string {
  return decodeURIComponent(param)
    .replace(/[-_]+/g, " ")
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

function listingTitle(params: { category?: string; tag?: string }): string {
  if (params.category) return `${headingFor(params.category)} Guides`;
  return `Guides tagged “${headingFor(params.tag ?? "")}”`;
}

export const meta = ({ params }: Route.MetaArgs) => [{ title: pageTitle(listingTitle(params)) }];

/** The guides of one category or tag (/blog/category/:category and /blog/tag/:tag). */
export default function BlogListingPage() {
  const params = useParams();
  return (
    <PageShell
      title={listingTitle(params)}
      intro="No guides here yet."
      onward={{ to: "/blog", label: "Browse all guides" }}
    />
  );
}
