import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP server that keeps every message it receives (decoded of soft line breaks).
 * `listen(port)` may be called again after `close()`, as a mail server that comes back.
 */
export function createSmtpStandIn() {
  const received: string[] = [];
  let server: SMTPServer | null = null;
  return {
    received,
    async listen(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        onData(stream, _session, callback) {
          let message = "";
          stream.on("data", (chunk: Buffer) => (message += chunk.toString()));
          stream.on("end", () => {
            received.push(message.replace(/=\r?\n/g, ""));
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve) => listening.listen(port, "127.0.0.1", resolve));
      return (listening.server.address() as AddressInfo).port;
    },
    async close() {
      const open = server;
      server = null;
      if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}
