import { useParams } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { ReceiptView } from "#web/features/credits/components/receipt-view.tsx";

export const meta = () => [{ title: pageTitle("Receipt") }];

/** A purchase's receipt, linked from the transaction history and from the receipt e-mail. */
export default function ReceiptPage() {
  const { id = "" } = useParams();
  return (
    <RequireSession>
      {() => (
        <PageShell title="Receipt">
          <ReceiptView id={id} />
        </PageShell>
      )}
    </RequireSession>
  );
}
