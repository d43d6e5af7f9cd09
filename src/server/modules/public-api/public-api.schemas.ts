import { z } from "@hono/zod-openapi";
import { ADDRESS_MAX_CHARS, AUTOCOMPLETE_MAX_CHARS } from "#shared/addresses.ts";
import { CHAT_QUERY_MAX_CHARS } from "#shared/chat.ts";

/** The public API's request and response shapes; the OpenAPI document is generated from them. */

const address = z
  .string({ error: "address is the property's US street address." })
  .trim()
  .min(1, { error: "address is the property's US street address." })
  .max(ADDRESS_MAX_CHARS, { error: `address is at most ${ADDRESS_MAX_CHARS} characters.` })
  .openapi({ example: "1234 Elm St, Austin, TX 78701" });

export const suggestionsQuery = z.object({
  q: z
    .string({ error: "q is the address typed so far." })
    .trim()
    .min(2, { error: "q is at least 2 characters." })
    .max(AUTOCOMPLETE_MAX_CHARS, { error: `q is at most ${AUTOCOMPLETE_MAX_CHARS} characters.` })
    .openapi({ example: "1234 Elm St, Aus" }),
});

export const suggestionsResponse = z
  .object({
    suggestions: z.array(
      z.object({
        description: z.string().openapi({ example: "1234 Elm St, Austin, TX 78701" }),
        mainText: z.string(),
        secondaryText: z.string(),
      }),
    ),
  })
  .openapi("AddressSuggestions");

export const reportQuery = z.object({ address });

const source = z
  .object({
    id: z.string(),
    citation: z.string().openapi({ example: "IRC 2021 §R105.2" }),
    title: z.string(),
    publisher: z.string(),
    url: z.string(),
    asOf: z.string().openapi({ description: "The date the source was last checked." }),
  })
  .openapi("Source");

export const reportResponse = z
  .object({
    address: z.string(),
    jurisdiction: z
      .object({
        city: z.string().nullable(),
        county: z.string().nullable(),
        stateCode: z.string().nullable(),
        stateName: z.string().nullable(),
        status: z.string().openapi({ description: "How the place that issues permits was found." }),
        authority: z
          .unknown()
          .openapi({ description: "Who issues building permits at the address." }),
        confidence: z.string(),
      })
      .passthrough(),
    codes: z.array(z.unknown()).openapi({ description: "The building codes in force." }),
    projects: z
      .array(z.unknown())
      .openapi({ description: "Permit rules for common projects, each with its sources." }),
    sources: z.array(source).openapi({ description: "Every source the report cites." }),
  })
  .passthrough()
  .openapi("PermitReport", {
    description:
      "The permit report, as on permitlm's report page: who issues permits, the adopted codes, the rules for common projects, each with its source and as-of date.",
  });

export const askBody = z
  .object({
    address,
    question: z
      .string({ error: "question is what you want to know." })
      .trim()
      .min(1, { error: "question is what you want to know." })
      .max(CHAT_QUERY_MAX_CHARS, {
        error: `question is at most ${CHAT_QUERY_MAX_CHARS} characters.`,
      })
      .openapi({ example: "Do I need a permit for a 10x12 shed?" }),
    stream: z
      .boolean()
      .default(false)
      .openapi({ description: "Stream the answer as server-sent events." }),
  })
  .openapi("AskRequest");

export const askResponse = z
  .object({
    answer: z.string().openapi({ description: "The answer in Markdown, ending with its sources." }),
    experts: z
      .array(z.object({ name: z.string() }).passthrough())
      .optional()
      .openapi({ description: "Official permit contacts for the question, when known." }),
  })
  .openapi("Answer");

export const errorResponse = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi("Error");

export const idempotencyHeaders = z.object({
  "idempotency-key": z.string().max(200).optional().openapi({
    description:
      "Makes a paid call safe to retry: the same key is charged once and answers the same request again.",
  }),
});
