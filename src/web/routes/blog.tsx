import { listGuides } from "#content/guides.server.ts";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { GuideList } from "#web/features/blog/components/guide-list.tsx";
import type { Route } from "./+types/blog";

const TITLE = "Deep Research Resources";
const INTRO = "Guides and resources for building permits and construction projects.";

/** Runs when the site is built. */
export const loader = () => ({ guides: listGuides() });

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

/** /blog: the heading and intro sentence, then every guide, newest first. */
export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title={TITLE} intro={INTRO}>
      <GuideList guides={loaderData.guides} />
    </PageShell>
  );
}
