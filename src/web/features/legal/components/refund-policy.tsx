import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import { Bullets, LegalDocument, Section, TextLink } from "./legal-document.tsx";

/** How many days after purchase an untouched pack may be refunded. */
export const UNUSED_PACK_REFUND_DAYS = 30;

/** /refunds: what happens to credits when answers fail, and to packs that were not used. */
export function RefundPolicy() {
  return (
    <LegalDocument title="Refund Policy">
      <p>
        You pay only for answers you get. Credits come back by themselves when an answer fails, and
        a pack you have not used can be refunded to your card.
      </p>
      <Section title="Failed answers: refunded automatically">
        <Bullets
          items={[
            `Each chat message costs ${MESSAGE_COST_CREDITS} credits, taken when you send it.`,
            `If the answer fails before its first words reach you (the assistant is unavailable, an error, or your connection drops first), the ${MESSAGE_COST_CREDITS} credits are returned at once. You will see the charge and its refund in your transaction history.`,
            "If the server stops while answering, the credits are returned within a few minutes.",
            "Sending the same question again after a failure is charged once: only the attempt that answers is paid for.",
            "An answer that was delivered, in whole or in part (for example when you leave the page mid-answer), is paid for; what arrived stays in your history.",
          ]}
        />
      </Section>
      <Section title="Unused credits">
        <Bullets
          items={[
            "Credits never expire, so there is no rush to use them.",
            `Within ${UNUSED_PACK_REFUND_DAYS} days of buying a pack, you can have it refunded in full as long as none of its credits has been used (your balance is at least the pack's credits above what you had before buying it).`,
            "Packs that were partly used are not refunded, except where the law requires it.",
            "Free credits (the sign-up bonus) and credits from a test checkout have no money value and are not refunded.",
          ]}
        />
      </Section>
      <Section title="How to ask for a refund">
        <p>
          Write to us through the <TextLink to="/contact">contact page</TextLink> from your
          account's e-mail address, with the date of the purchase (the receipt from your transaction
          history has everything we need). We answer within two business days. The refund goes back
          to the card you paid with; your bank may take 5–10 business days to show it. The refunded
          credits leave your balance.
        </p>
      </Section>
      <Section title="Something wrong with an answer?">
        <p>
          If an answer was wrong about the rules for your address, tell us through the contact page
          with the address and the question. We fix the source, and we return the credits of an
          answer that was wrong.
        </p>
      </Section>
    </LegalDocument>
  );
}
