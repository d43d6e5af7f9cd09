import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Seals text with AES-256-GCM under a key derived from the server's secret, so a message that
 * carries a credential (a reset link) can wait in the database for delivery without being
 * readable there. Sealed form: base64 of IV (12 bytes), tag (16 bytes), ciphertext.
 */
export type Sealer = { seal: (text: string) => string; open: (sealed: string) => string };

export function createSealer(secret: string, purpose: string): Sealer {
  const key = Buffer.from(hkdfSync("sha256", secret, "", `permitlm:${purpose}`, 32));
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
