import { z } from "zod";

/** The longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** E-mails are stored trimmed and lower-cased so the same address cannot sign up twice. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const waitlistEmailSchema = z
  .string({ error: "Please enter a valid email address" })
  .transform(normalizeEmail)
  .pipe(
    z
      .email({ error: "Please enter a valid email address" })
      .max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email address" }),
  );

export const joinWaitlistSchema = z.object({ email: waitlistEmailSchema });

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
