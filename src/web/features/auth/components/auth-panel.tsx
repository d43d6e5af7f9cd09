import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { safeReturnPath } from "#shared/auth.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { buttonClass } from "#web/components/ui/button.ts";
import { toast } from "#web/lib/toast-store.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";
import { signedInToast } from "../auth-toasts.ts";
import { useAppConfig } from "../hooks/use-app-config.ts";
import { useAuthSession } from "../hooks/use-auth-session.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { type CredentialsMode, CredentialsForm } from "./credentials-form.tsx";
import { ForgotPasswordForm } from "./forgot-password-form.tsx";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";

type Mode = CredentialsMode | "forgot";

const HEADINGS: Record<Mode, { title: string; intro: string }> = {
  "sign-in": {
    title: "Sign in to PermitLM",
    intro: "Pick up your permit projects and chats where you left them.",
  },
  "sign-up": {
    title: "Create your PermitLM account",
    intro: "New accounts start with free credits for the permit assistant.",
  },
  forgot: {
    title: "Reset your password",
    intro: "Enter the e-mail you signed up with and we'll send you a link.",
  },
};

/** Where a visitor goes after signing in when no page sent them, or the landing page did. */
export const AFTER_SIGN_IN_PATH = "/projects";
const LANDING_PAGES = new Set(["/", "/coming-soon", "/auth"]);

/** The page to go to after signing in: the one that sent the visitor here, unless it was a landing page. */
export function afterSignInPath(redirectTo: string | null): string {
  const requested = safeReturnPath(redirectTo, AFTER_SIGN_IN_PATH);
  const path = requested.split(/[?#]/)[0] ?? requested;
  return LANDING_PAGES.has(path) ? AFTER_SIGN_IN_PATH : requested;
}

type AuthPanelProps = {
  /** Why signing in is asked for here ("Sign in to ask about 600 Congress Ave …"), when known. */
  reason?: string | undefined;
};

/**
 * The /auth page: sign in, sign up, or ask for a password reset, then go on to the page that
 * sent the visitor here (?redirectTo=, only a path on this site), or to My Projects. Everything
 * that reads the URL or the server waits for hydration, so the prerendered HTML stays the same
 * for every visitor.
 */
export function AuthPanel({ reason }: AuthPanelProps) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [email, setEmail] = useState("");
  const [justSignedIn, setJustSignedIn] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const config = useAppConfig();
  const session = useAuthSession();
  const returnTo = afterSignInPath(searchParams.get("redirectTo"));
  // Better Auth sends a failed Google sign-in back here with ?error=.
  const oauthFailed = hydrated && searchParams.has("error");

  function onSignedIn(address: string) {
    toast(signedInToast(address, mode === "sign-up"));
    setJustSignedIn(true);
  }

  // Leave only once the shared session has caught up: Better Auth refetches it after signing
  // in, and a protected page reached earlier would still see no session and send us back here.
  const sessionReady = justSignedIn && session.status === "signed-in";
  useEffect(() => {
    if (sessionReady) void navigate(returnTo, { replace: true });
  }, [sessionReady, returnTo, navigate]);

  const heading = HEADINGS[mode];
  return (
    <PageShell title={heading.title} intro={(mode !== "forgot" && reason) || heading.intro}>
      <div className="mt-8 grid max-w-md gap-6">
        {session.status === "signed-in" && !justSignedIn && (
          <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
            You're signed in as <strong>{session.user.email}</strong>.{" "}
            <Link to={returnTo} className="font-semibold underline underline-offset-4">
              Continue
            </Link>
          </p>
        )}
        {oauthFailed && <FormAlert>Google sign-in didn't finish. Please try again.</FormAlert>}
        {mode === "forgot" ? (
          <>
            <ForgotPasswordForm email={email} onEmailChange={setEmail} />
            <button
              type="button"
              onClick={() => setMode("sign-in")}
              className={buttonClass("ghost", "sm", "justify-self-start")}
            >
              Back to sign in
            </button>
          </>
        ) : (
          <>
            <AuthTabs mode={mode} onModeChange={setMode}>
              <CredentialsForm
                key={mode}
                mode={mode}
                email={email}
                onEmailChange={setEmail}
                onSignedIn={onSignedIn}
                onForgotPassword={() => setMode("forgot")}
              />
            </AuthTabs>
            {config?.googleSignIn && (
              <>
                <div className="flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
                  <span className="h-px flex-1 bg-slate-200" />
                  or
                  <span className="h-px flex-1 bg-slate-200" />
                </div>
                <GoogleSignInButton callbackURL={returnTo} />
              </>
            )}
          </>
        )}
      </div>
    </PageShell>
  );
}
