import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";

export const meta = () => [{ title: pageTitle("Page Not Found") }];

export default function NotFoundPage() {
  return (
    <PageShell
      title="Not Found"
      intro="We couldn't find the page you were looking for."
      onward={{ to: "/", label: "Back to home" }}
    />
  );
}
