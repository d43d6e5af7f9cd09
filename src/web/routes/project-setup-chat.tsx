import { useEffect, useState } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import type { PropertyDetails } from "#shared/addresses.ts";
import { pageTitle } from "#shared/site.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { PropertySummary } from "#web/features/addresses/components/property-summary.tsx";
import { useProjectAddress } from "#web/features/addresses/hooks/use-project-address.ts";
import type { SessionUser } from "#web/features/auth/api/auth-client.ts";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";
import { ChatView } from "#web/features/chat/components/chat-view.tsx";
import { useChat } from "#web/features/chat/hooks/use-chat.ts";
import { PurchaseCreditsDialog } from "#web/features/credits/components/purchase-credits-dialog.tsx";
import { useWallet, useWalletLoadFailed } from "#web/features/credits/hooks/use-wallet.ts";
import { createProject } from "#web/features/projects/api/projects-api.ts";
import { useSavedProject } from "#web/features/projects/hooks/use-saved-project.ts";
import { toast } from "#web/lib/toast-store.ts";

export const meta = () => [{ title: pageTitle("Project Setup Chat") }];

const DIAGNOSTIC_TOAST_MS = 3000;

function SettingUp() {
  return (
    <main
      id="main"
      aria-busy="true"
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-3 px-4 py-24 text-slate-700"
    >
      <Spinner />
      <p role="status">Setting up your project chat...</p>
    </main>
  );
}

function SetupError({ onRetry }: { onRetry?: () => void }) {
  return (
    <main id="main" className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Setup Error</h1>
      <p className="mt-3 text-slate-600">
        There was an error setting up your project chat. Please try again.
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {onRetry && (
          <button type="button" className={buttonClass("secondary")} onClick={onRetry}>
            Try Again
          </button>
        )}
        <Link to="/" className={buttonClass()}>
          Return Home
        </Link>
      </div>
    </main>
  );
}

/** Diagnostic mode: `?diagnostic=1` sends direct calls and says so for 3 s. */
function useDiagnosticMode(): boolean {
  const [params] = useSearchParams();
  const diagnostic = params.get("diagnostic") === "1";
  useEffect(() => {
    if (!diagnostic) return;
    toast({
      title: "Diagnostic Mode Active",
      description: "Using direct API calls instead of streaming for better diagnostics.",
      variant: "info",
      duration: DIAGNOSTIC_TOAST_MS,
    });
  }, [diagnostic]);
  return diagnostic;
}

/** The chat about one saved project, in its session. */
function ProjectChat(props: {
  user: SessionUser;
  projectId: string;
  sessionId: string;
  address: string;
  propertyDetails: PropertyDetails | null;
}) {
  const wallet = useWallet();
  const walletLoadFailed = useWalletLoadFailed();
  const diagnostic = useDiagnosticMode();
  const [buying, setBuying] = useState(false);
  const chat = useChat({
    sessionId: props.sessionId,
    projectId: props.projectId,
    user: { id: props.user.id },
    credits: wallet.initialized ? wallet.credits : null,
    balanceUnavailable: !wallet.initialized && walletLoadFailed,
    property: props.propertyDetails,
    diagnostic,
    onInsufficientCredits: () => setBuying(true),
  });
  return (
    // The chat fills the screen under the top bar: the conversation scrolls, the input stays in view.
    <main
      id="main"
      className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[26rem] w-full max-w-4xl flex-col gap-3 px-3 py-3 sm:px-6 sm:py-4"
    >
      <h1 className="sr-only">Project Setup Chat</h1>
      {props.propertyDetails && <PropertySummary details={props.propertyDetails} compact />}
      <ChatView
        {...chat}
        className="min-h-0 flex-1"
        onSend={chat.sendMessage}
        onRetryConnection={chat.retryConnection}
        onRetryMessage={(id) => void chat.retryMessage(id)}
        onClearHistory={() => void chat.clearHistory()}
        address={props.address}
        propertyDetails={props.propertyDetails}
      />
      <PurchaseCreditsDialog
        open={buying}
        onOpenChange={setBuying}
        isLoading={wallet.isLoading}
        onPurchase={wallet.purchaseCredits}
      />
    </main>
  );
}

/** Reopening a saved project restores its address, details and conversation. */
function SavedProjectChat(props: { user: SessionUser; projectId: string; sessionId: string }) {
  const saved = useSavedProject(props.projectId);
  if (saved.status === "loading") return <SettingUp />;
  if (saved.status === "failed") return <SetupError />;
  return (
    <ProjectChat
      {...props}
      address={saved.project.address}
      propertyDetails={saved.project.propertyDetails}
    />
  );
}

/**
 * A chat opened without a project: the stored address and its property details, saved
 * as a project, then the address bar is replaced with the project's own.
 */
function NewProjectSetup() {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const setup = useProjectAddress(attempt);
  const navigate = useNavigate();

  useEffect(() => {
    if (setup.status === "no-address") void navigate("/", { replace: true });
    if (setup.status !== "ready") return;
    let current = true;
    createProject({ address: setup.address, propertyDetails: setup.details })
      .then((project) => {
        if (current) void navigate(`/project-setup-chat/${project.id}`, { replace: true });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [setup, navigate]);

  if (setup.status === "failed" || failed)
    return (
      <SetupError
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  return <SettingUp />;
}

/** Sign-in required: `RequireSession` sends a visitor to /auth and back. */
export default function ProjectSetupChatPage() {
  const { projectId, sessionId } = useParams();
  return (
    <RequireSession>
      {(user) =>
        projectId ? (
          <SavedProjectChat user={user} projectId={projectId} sessionId={sessionId ?? projectId} />
        ) : (
          <NewProjectSetup />
        )
      }
    </RequireSession>
  );
}
