import { type FormEvent, useId, useState } from "react";
import {
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_TOPICS,
  type ContactTopic,
  contactMessageSchema,
} from "#shared/contact.ts";
import { FormAlert } from "#web/components/ui/form-alert.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { EmailField } from "#web/components/ui/text-field.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { sendContactMessage } from "../api/contact-api.ts";

type Field = "email" | "topic" | "message";
type Problems = Partial<Record<Field | "form", string>>;

const FIELD_CLASS =
  "w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:border-brand-600 aria-invalid:border-red-600";

/** The contact page's form: checked as the server checks it, then sent to support. */
export function ContactForm() {
  const ids = useId();
  const [email, setEmail] = useState("");
  const [topic, setTopic] = useState<ContactTopic | "">("");
  const [message, setMessage] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactMessageSchema.safeParse({ email, topic, message });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setProblems(found);
      const first = (["email", "topic", "message"] as const).find((field) => found[field]);
      if (first) document.getElementById(`${ids}-${first}`)?.focus();
      return;
    }
    setProblems({});
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      setSentTo(parsed.data.email);
    } catch (error) {
      setProblems({
        form:
          error instanceof ApiRequestError
            ? error.message
            : "We couldn't reach PermitLM. Check your connection and try again.",
      });
    } finally {
      setSending(false);
    }
  }

  if (sentTo)
    return (
      <div role="status" className="mt-8 rounded-lg border border-green-200 bg-green-50 p-5">
        <p className="font-semibold text-green-900">Thank you, your message is on its way.</p>
        <p className="mt-1 text-green-900">
          We answer at {sentTo}, usually within two business days.
        </p>
      </div>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="mt-8 grid max-w-xl gap-5"
      aria-busy={sending}
    >
      {problems.form && <FormAlert>{problems.form}</FormAlert>}
      <EmailField
        id={`${ids}-email`}
        label="Your e-mail"
        hint="We answer here."
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problems.email}
        disabled={sending}
      />
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-topic`} className="text-sm font-medium text-slate-800">
          What is it about?
        </label>
        <select
          id={`${ids}-topic`}
          value={topic}
          onChange={(event) => setTopic(event.target.value as ContactTopic)}
          aria-invalid={problems.topic ? true : undefined}
          aria-describedby={problems.topic ? `${ids}-topic-error` : undefined}
          disabled={sending}
          className={cn(FIELD_CLASS, "h-11")}
        >
          <option value="">Choose a topic</option>
          {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {problems.topic && (
          <p id={`${ids}-topic-error`} className="text-sm font-medium text-red-700">
            {problems.topic}
          </p>
        )}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={`${ids}-message`} className="text-sm font-medium text-slate-800">
          Message
        </label>
        <textarea
          id={`${ids}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={7}
          maxLength={CONTACT_MESSAGE_MAX_CHARS}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={`${ids}-message-count${problems.message ? ` ${ids}-message-error` : ""}`}
          disabled={sending}
          placeholder="For a question about an answer, give the address and what you asked."
          className={cn(FIELD_CLASS, "py-2")}
        />
        <p id={`${ids}-message-count`} className="text-sm text-slate-600">
          {message.length.toLocaleString("en-US")} of{" "}
          {CONTACT_MESSAGE_MAX_CHARS.toLocaleString("en-US")} characters
        </p>
        {problems.message && (
          <p id={`${ids}-message-error`} className="text-sm font-medium text-red-700">
            {problems.message}
          </p>
        )}
      </div>
      <SubmitButton
        busy={sending}
        busyLabel="Sending..."
        className="w-full sm:w-auto sm:justify-self-start"
      >
        Send message
      </SubmitButton>
    </form>
  );
}
