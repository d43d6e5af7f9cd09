import { useState } from "react";
import { buttonClass } from "#web/components/ui/button.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { authClient } from "../api/auth-client.ts";
import { attemptAuth } from "../api/auth-errors.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  );
}

/** Starts Google sign-in; on success the browser leaves for Google and comes back to callbackURL. */
export function GoogleSignInButton({ callbackURL }: { callbackURL: string }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onClick() {
    setPending(true);
    setFailure(null);
    const result = await attemptAuth(
      () =>
        authClient.signIn.social({
          provider: "google",
          callbackURL,
          errorCallbackURL: `/auth?redirectTo=${encodeURIComponent(callbackURL)}`,
        }),
      "Google sign-in is not available right now. Please use your e-mail instead.",
    );
    if (result) {
      setPending(false);
      setFailure(result.message);
    }
  }

  return (
    <div className="grid gap-2">
      {failure && <FormAlert>{failure}</FormAlert>}
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={pending}
        className={buttonClass("secondary", "md", "w-full")}
      >
        {pending ? <Spinner /> : <GoogleLogo />}
        Continue with Google
      </button>
    </div>
  );
}
