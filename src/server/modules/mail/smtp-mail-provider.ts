import { createTransport } from "nodemailer";
import type { MailProvider } from "./mail-provider.ts";

/** Sends over SMTP (`smtp://user:pass@host:port`), from the given address. */
export function createSmtpMailProvider(options: { smtpUrl: string; from: string }): MailProvider {
  const transport = createTransport(options.smtpUrl);
  return {
    kind: "smtp",
    async deliver(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
