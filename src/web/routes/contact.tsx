import { pageTitle } from "#shared/site.ts";
import { PageShell } from "#web/components/page-shell.tsx";
import { ContactForm } from "#web/features/contact/components/contact-form.tsx";

const INTRO =
  "Questions about an answer, your credits or your account: write to us and we answer by e-mail, usually within two business days.";

export const meta = () => [
  { title: pageTitle("Contact") },
  { name: "description", content: INTRO },
];

export default function ContactPage() {
  return (
    <PageShell title="Contact" intro={INTRO}>
      <ContactForm />
    </PageShell>
  );
}
