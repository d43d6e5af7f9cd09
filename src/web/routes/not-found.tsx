import { Link } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Page Not Found") }];

export default function NotFoundPage() {
  return (
    <PageShell title="Not Found" intro="We couldn't find the page you were looking for.">
      <Link
        to="/"
        className="mt-8 inline-block font-medium text-brand-700 underline underline-offset-4"
      >
        Back to home
      </Link>
    </PageShell>
  );
}
