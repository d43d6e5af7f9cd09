import { CREDIT_PACKS, MESSAGE_COST_CREDITS, PACK_IDS, formatPrice } from "#shared/credits.ts";
import { Bullets, LegalDocument, Section, TextLink } from "./legal-document.tsx";

const packs = PACK_IDS.map((id) => CREDIT_PACKS[id]);

/** /terms: the agreement between PermitLM and the people who use it. */
export function TermsOfService() {
  return (
    <LegalDocument title="Terms of Service">
      <p>
        These terms apply when you use PermitLM: the permit reports, the AI permit assistant, the
        guides and everything else on this site. By creating an account or buying credits you accept
        them. If you do not agree, please do not use the service.
      </p>
      <Section title="What PermitLM is, and what it is not">
        <p>
          PermitLM gives general information about building permits, building codes, zoning,
          inspections and fees for a property address, drawn from published rules of the
          jurisdiction that issues permits there. Each answer names its sources and the date they
          were checked, and says so when something is not known.
        </p>
        <p>
          PermitLM is not a permit office, an architect, an engineer or a lawyer, and its answers
          are not legal or professional advice. Rules change and local offices interpret them.
          Before you build, confirm the requirements with the office that issues permits for your
          property; its decision is the one that counts.
        </p>
      </Section>
      <Section title="Your account">
        <Bullets
          items={[
            "You need an account to chat. Give a real e-mail address and keep your password to yourself; you are responsible for what is done with your account.",
            "One person per account. You must be at least 18, or have a parent's or guardian's permission.",
            <>
              Tell us at once through the <TextLink to="/contact">contact page</TextLink> if you
              think someone else has used your account.
            </>,
          ]}
        />
      </Section>
      <Section title="Credits and payment">
        <Bullets
          items={[
            `Each chat message costs ${MESSAGE_COST_CREDITS} credits. Reports, guides and checklists are free.`,
            `Credits are sold in packs: ${packs
              .map(
                (pack) =>
                  `${pack.credits.toLocaleString("en-US")} credits for ${formatPrice(pack.priceCents)}`,
              )
              .join(", ")} (US dollars, taxes included where they apply).`,
            "Payment is taken by card through our payment processor, Stripe; we never see or store your card number.",
            "Credits do not expire, have no cash value, and cannot be transferred to another account.",
            <>
              An answer that fails is not charged: its credits come back automatically. Refunds of
              unused packs are described in the <TextLink to="/refunds">refund policy</TextLink>.
            </>,
          ]}
        />
      </Section>
      <Section title="Fair use">
        <p>Do not use PermitLM to:</p>
        <Bullets
          items={[
            "break the law or anyone's rights, or pass off answers as an official decision;",
            "overload, probe or attack the service, or get around its limits and security;",
            "copy the service's content in bulk or resell access without our written permission.",
          ]}
        />
        <p>We may suspend an account that does, and keep the credits it used to do so.</p>
      </Section>
      <Section title="Your content">
        <p>
          The addresses, projects and questions you enter stay yours. You let us store and process
          them to run the service for you, as the <TextLink to="/privacy">privacy policy</TextLink>{" "}
          explains.
        </p>
      </Section>
      <Section title="Availability and liability">
        <p>
          We work to keep PermitLM available and its answers right, but we provide it "as is",
          without a promise that it will always be available or free of errors. To the extent the
          law allows, PermitLM is not liable for indirect or consequential losses (for example a
          delay, a fine, or rework after relying on an answer), and our total liability to you is
          limited to what you paid us in the twelve months before the claim.
        </p>
      </Section>
      <Section title="Changes">
        <p>
          We may change these terms. We will show the new date at the top of this page and, for
          changes that matter, tell account holders by e-mail before they take effect. Credits you
          already bought keep their value.
        </p>
      </Section>
      <Section title="Contact">
        <p>
          Questions about these terms: use the <TextLink to="/contact">contact page</TextLink>.
        </p>
      </Section>
    </LegalDocument>
  );
}
