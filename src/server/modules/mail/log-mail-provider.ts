import type { Logger } from "../../lib/logger.ts";
import type { MailProvider } from "./mail-provider.ts";

/** Without SMTP_URL: each message is written to the log, not sent. */
export function createLogMailProvider(options: { log: Logger }): MailProvider {
  return {
    kind: "log",
    async deliver(message) {
      options.log.info(
        { mail: message },
        `e-mail to ${message.to} (no SMTP_URL, not sent): ${message.subject}`,
      );
    },
  };
}
