import { createTransport } from "nodemailer";
import type { Database } from "../../db/database.ts";
import { outbox } from "../../db/schema.ts";
import type { Logger } from "../../lib/logger.ts";

export type Email = {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text that are credentials (a reset link): sent, but not kept in the outbox. */
  secrets?: string[];
};
export type Mailer = { send: (options: { db: Database; email: Email }) => Promise<void> };

/**
 * Sends over SMTP when SMTP_URL is set; otherwise writes the message to the log. Either way the
 * message is kept in the outbox table, so support can see what a user was sent, without its
 * secrets (a reset link).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
}): Mailer {
  const transport = options.smtpUrl ? createTransport(options.smtpUrl) : null;
  return {
    async send({ db, email }) {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
        });
      } else {
        options.log.info(
          { mail: email },
          `e-mail to ${email.to} (no SMTP_URL, not sent): ${email.subject}`,
        );
      }
      const kept = (email.secrets ?? []).reduce(
        (text, secret) => text.replaceAll(secret, "[link removed: it is a credential]"),
        email.text,
      );
      await db.insert(outbox).values({
        to: email.to,
        subject: email.subject,
        text: kept,
        transport: transport ? "smtp" : "log",
      });
    },
  };
}
