import { z } from "zod";
import { normalizeEmail } from "./email.ts";

/** The longest address SMTP allows (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

const INVALID_EMAIL = "Please enter a valid email address";

export const waitlistEmailSchema = z
  .string({ error: INVALID_EMAIL })
  .transform(normalizeEmail)
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL }));

export const joinWaitlistSchema = z.object({ email: waitlistEmailSchema });

export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;
