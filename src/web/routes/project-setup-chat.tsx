import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";

export const meta = () => [{ title: pageTitle("Project Setup Chat") }];

/** Sign-in required (spec §2 "Route protection"); the chat itself arrives with its own issue. */
export default function ProjectSetupChatPage() {
  return (
    <RequireSession>
      {() => (
        <PageShell
          title="Project Setup Chat"
          intro="Your permit assistant for this property opens here."
        />
      )}
    </RequireSession>
  );
}
