/** One message as it goes out (its secrets already back in the text). */
export type Delivery = { to: string; subject: string; text: string };

/**
 * What delivers e-mail: SMTP when SMTP_URL is set (smtp-mail-provider.ts), else the log
 * (log-mail-provider.ts); src/server/providers.ts picks one. The outbox and its retries are the
 * mailer's (mail.service.ts), the same for both. A failed delivery throws.
 */
export type MailProvider = {
  kind: "smtp" | "log";
  deliver: (message: Delivery) => Promise<void>;
};
