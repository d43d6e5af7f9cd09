import { z } from "zod";
import { waitlistEmailSchema } from "./waitlist.ts";

export const CONTACT_TOPICS = {
  answer: "A question about an answer",
  billing: "Billing or a refund",
  account: "My account or my data",
  other: "Something else",
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const CONTACT_MESSAGE_MAX_CHARS = 5000;

/** POST /api/contact: a message to PermitLM's support. */
export const contactMessageSchema = z.object({
  email: waitlistEmailSchema,
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: "Choose what your message is about.",
  }),
  message: z
    .string({ error: "Write your message." })
    .trim()
    .min(10, { error: "Write a little more: at least 10 characters." })
    .max(CONTACT_MESSAGE_MAX_CHARS, {
      error: `A message is at most ${CONTACT_MESSAGE_MAX_CHARS} characters.`,
    }),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
