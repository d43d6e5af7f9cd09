import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ArticleAddressBox } from "#web/features/addresses/components/article-address-box.tsx";
import { useAddressFlow } from "#web/features/addresses/hooks/use-address-flow.ts";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";

export const meta = () => [{ title: pageTitle("Create Project") }];

/** The top bar's "Create Project": an address starts the project and its chat. */
export default function ProjectCreatePage() {
  const flow = useAddressFlow();
  return (
    <RequireSession>
      {() => (
        <PageShell
          title="Create Project"
          intro="Enter the property's address: the project keeps its details and your permit chat."
        >
          <ArticleAddressBox
            id="project-address"
            className="mt-8 max-w-2xl"
            onAddressSubmit={flow.start}
            loading={flow.busy}
            showExampleButton
            submitLabel="Create project"
          />
        </PageShell>
      )}
    </RequireSession>
  );
}
