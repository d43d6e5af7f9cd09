import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

const TITLE = "Deep Research Resources";
const INTRO = "Guides and resources for building permits and construction projects.";

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

export default function BlogPage() {
  return <PageShell title={TITLE} intro={INTRO} />;
}
