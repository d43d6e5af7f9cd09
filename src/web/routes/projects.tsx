import { Link } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { ProjectList } from "#web/features/projects/components/project-list.tsx";

export const meta = () => [{ title: pageTitle("My Projects") }];

/** The top bar's "My Projects": every saved property, reopening its conversation. */
export default function ProjectsPage() {
  return (
    <RequireSession>
      {() => (
        <PageShell title="My Projects" intro="Each project is one property and its permit chat.">
          <Link to="/projects/create" className={buttonClass("secondary", "md", "mt-6")}>
            Create Project
          </Link>
          <ProjectList />
        </PageShell>
      )}
    </RequireSession>
  );
}
