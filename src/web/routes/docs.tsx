import { Link } from "react-router";
import { listDocs } from "#content/docs.server.ts";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { DocsIndex } from "#web/features/docs/components/docs-index.tsx";
import type { Route } from "./+types/docs";

const TITLE = "User guide";
const INTRO =
  "Get started with PermitLM: the free permit report, the permit chat and its credits, where the answers come from, projects, and the API.";

/** Runs when the site is built: the guide's topics from content/docs/. */
export const loader = () => ({ topics: listDocs() });

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

export default function DocsPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title={TITLE} intro={INTRO}>
      <DocsIndex topics={loaderData.topics} />
      <p className="mt-10 text-slate-600">
        Rather see it at work?{" "}
        <Link to="/examples" className="font-medium text-brand-700 underline underline-offset-4">
          Browse example reports and answers
        </Link>
        .
      </p>
    </PageShell>
  );
}
