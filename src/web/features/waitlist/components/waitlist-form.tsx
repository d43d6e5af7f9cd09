import { type FormEvent, useEffect, useRef, useState } from "react";
import { EmailField } from "#web/components/ui/text-field.tsx";
import { useJoinWaitlist } from "../hooks/use-join-waitlist.ts";

// A fixed id rather than useId: the island hydrates this form outside the page's React tree,
// where generated ids would not match the prerendered HTML.
const inputId = "waitlist-email";

/** The e-mail field and "Join Waitlist" button; replaced by a thank-you once joined. */
export function WaitlistForm() {
  const [email, setEmail] = useState("");
  const { status, join } = useJoinWaitlist();
  const thanks = useRef<HTMLParagraphElement>(null);
  const done = status === "done";
  // The form (and the button that had focus) is gone: focus the thank-you that replaced it.
  useEffect(() => {
    if (done) thanks.current?.focus();
  }, [done]);

  if (done) {
    return (
      <p
        ref={thanks}
        tabIndex={-1}
        role="status"
        className="rounded-lg bg-white/10 px-5 py-4 text-lg font-medium text-white focus:outline-none"
      >
        Thanks! You're on the list.
      </p>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void join(email);
  }

  const submitting = status === "submitting";
  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-3 sm:flex-row">
      <EmailField
        id={inputId}
        label="Email address"
        hideLabel
        variant="hero"
        fieldClassName="min-w-0 sm:flex-1"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <button
        type="submit"
        disabled={submitting}
        className="h-12 rounded-lg bg-amber-400 px-6 text-base font-semibold text-slate-950 hover:bg-amber-300 focus-visible:outline-white disabled:cursor-wait disabled:opacity-80"
      >
        {submitting ? "Joining..." : "Join Waitlist"}
      </button>
    </form>
  );
}
