import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { pageTitle } from "#shared/site.ts";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { PropertySummary } from "#web/features/addresses/components/property-summary.tsx";
import { useProjectAddress } from "#web/features/addresses/hooks/use-project-address.ts";
import { RequireSession } from "#web/features/auth/components/require-session.tsx";

export const meta = () => [{ title: pageTitle("Project Setup Chat") }];

function ProjectSetup() {
  const [attempt, setAttempt] = useState(0);
  const project = useProjectAddress(attempt);
  const navigate = useNavigate();

  useEffect(() => {
    if (project.status === "no-address") void navigate("/", { replace: true });
  }, [project.status, navigate]);

  if (project.status === "failed")
    return (
      <main id="main" className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-2xl font-bold text-slate-900">Setup Error</h1>
        <p className="mt-3 text-slate-600">
          There was an error setting up your project chat. Please try again.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className={buttonClass("secondary")}
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try Again
          </button>
          <Link to="/" className={buttonClass()}>
            Return Home
          </Link>
        </div>
      </main>
    );

  if (project.status !== "ready")
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

  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Project Setup Chat</h1>
      <PropertySummary details={project.details} />
      <p className="mt-6 text-slate-600">Your permit assistant for this property opens here.</p>
    </main>
  );
}

/** Sign-in required (spec §2 "Route protection"); the chat itself arrives with its own issue. */
export default function ProjectSetupChatPage() {
  return <RequireSession>{() => <ProjectSetup />}</RequireSession>;
}
