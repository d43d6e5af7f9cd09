import { Bullets, LegalDocument, Section, TextLink } from "./legal-document.tsx";

/** /privacy: what PermitLM keeps about its users, why, and for how long. */
export function PrivacyPolicy() {
  return (
    <LegalDocument title="Privacy Policy">
      <p>
        This policy says what PermitLM collects when you use it, why, who else sees it, and what you
        can ask us to do with it. We collect what the service needs to work and nothing to sell: we
        do not sell or rent personal information, and we show no third-party ads.
      </p>
      <Section title="What we keep">
        <Bullets
          items={[
            "Your account: your e-mail address, a name taken from it, and your password, stored only as a salted hash (or your Google account's id and e-mail, if you sign in with Google).",
            "What you ask about: the addresses you look up, your projects, and your chat questions with their answers, so you can come back to them.",
            "Your credits: every purchase, charge and refund, with its date and balance, as the ledger your balance is counted from.",
            "Purchases: the pack, the amount and the payment processor's reference. Your card details go to Stripe and never reach us.",
            "E-mails we send you (a reset link is removed before it is kept), and messages you send us through the contact page.",
            "Technical records: your IP address and the requests your browser makes, kept in server logs and rate-limit counters to keep the service running and to stop abuse.",
          ]}
        />
      </Section>
      <Section title="Cookies">
        <p>
          One cookie keeps you signed in (HttpOnly, so page scripts cannot read it). When you sign
          in with Google, a short-lived cookie protects that sign-in. Your browser's own storage
          keeps the address you last chose, so the next page can use it. We use no advertising or
          tracking cookies.
        </p>
      </Section>
      <Section title="Who else sees it">
        <p>Only the services that do part of the work, and only the part they need:</p>
        <Bullets
          items={[
            "Stripe, to take payment for credit packs.",
            "The address and property-data services we use, which receive the address you type to suggest completions and look up public facts about the property.",
            "The AI model provider, when answers are written by a model: it receives your question, the property's address and the permit rules we found for it, to write the answer.",
            "Our e-mail provider, to deliver the e-mails we send you.",
            "Authorities, when the law requires it.",
          ]}
        />
      </Section>
      <Section title="How long we keep it">
        <Bullets
          items={[
            "Projects and conversations: until you delete them (Delete on My Projects, or Clear History in a chat) or close your account.",
            "Purchases and the credit ledger: as long as tax and accounting law requires, usually seven years.",
            "Server logs: a few weeks at most. Rate-limit counters: an hour at most.",
          ]}
        />
      </Section>
      <Section title="Your choices and rights">
        <p>
          You can see, correct, download or delete your personal information, and close your
          account, by writing to us through the <TextLink to="/contact">contact page</TextLink> from
          your account's e-mail address. We answer within 30 days. Depending on where you live (for
          example California), the law may give you further rights; we honour them.
        </p>
      </Section>
      <Section title="Security">
        <p>
          Connections are encrypted, passwords and reset links are stored only as hashes, and every
          request is checked against the signed-in account, so no one can read another user's
          projects, chats or credits.
        </p>
      </Section>
      <Section title="Children">
        <p>
          PermitLM is not meant for children under 13, and we do not knowingly collect their data.
        </p>
      </Section>
      <Section title="Changes">
        <p>
          When this policy changes, the date at the top changes too; for changes that matter we tell
          account holders by e-mail first.
        </p>
      </Section>
    </LegalDocument>
  );
}
