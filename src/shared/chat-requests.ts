import { z } from "zod";
import { CHAT_QUERY_MAX_CHARS } from "./chat.ts";

const shortText = (max: number) => z.string().trim().max(max).optional();
const nullableText = (max: number) => z.string().trim().max(max).nullish();
const nullableNumber = z.number().finite().nullish();

/**
 * The chat request's `options` that the server reads. Unknown fields are dropped, among them
 * options the server does not read (the model is the server's CHAT_MODEL).
 */
const optionsSchema = z.object({
  projectId: shortText(100),
  municipalityContext: z.object({ name: nullableText(200), state: nullableText(50) }).nullish(),
  streaming: z.boolean().default(true),
  sessionId: shortText(100),
  propertyContext: z
    .object({
      address: nullableText(200),
      city: nullableText(100),
      state: nullableText(50),
      zipCode: nullableText(10),
      propertyType: nullableText(100),
      yearBuilt: nullableNumber,
    })
    .nullish(),
});

/** The body of POST /api/chat-permits. */
export const chatRequestSchema = z.object({
  query: z
    .string({ error: "query is the question to ask." })
    .trim()
    .min(1, { error: "query is the question to ask." })
    .max(CHAT_QUERY_MAX_CHARS, {
      error: `A question is at most ${CHAT_QUERY_MAX_CHARS} characters.`,
    }),
  sessionId: z.string().trim().max(100).optional(),
  projectId: z.string().trim().max(100).optional(),
  userId: z.string().trim().max(100).optional(),
  options: optionsSchema.default({ streaming: true }),
});

export type ChatRequest = z.infer<typeof chatRequestSchema>;
