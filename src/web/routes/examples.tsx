import { Link } from "react-router";
import { readPermitExamples } from "#content/examples.server.ts";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ExampleCard } from "#web/features/examples/components/example-card.tsx";
import type { Route } from "./+types/examples";

const TITLE = "Examples";
const INTRO =
  "Real permit reports and answers for addresses across the country: cities, a consolidated city-county, a New England town, a Michigan township, counties outside city limits, and a place where no one issues building permits.";

/** Runs when the site is built: the permit engine's own reports and answers (no text is typed in). */
export const loader = () => ({ examples: readPermitExamples() });

export const meta = () => [{ title: pageTitle(TITLE) }, { name: "description", content: INTRO }];

export default function ExamplesPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title={TITLE} intro={INTRO} wide>
      <p className="mt-3 max-w-2xl text-slate-600">
        Each card is built by the permit engine when the site is published: who issues permits, the
        rules on file with their sources, and its answer to one question. Rules change; the live
        report is always current.{" "}
        <Link
          to="/docs/sources"
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          How answers are sourced
        </Link>
        .
      </p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {loaderData.examples.map((example) => (
          <ExampleCard key={example.address} example={example} />
        ))}
      </div>
    </PageShell>
  );
}
