import { randomUUID } from "node:crypto";
import { OpenAPIHono, createRoute } from "@hono/zod-openapi";
import { MESSAGE_COST_CREDITS } from "#shared/credits.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/app-error.ts";
import { answerEvents, wholeAnswer } from "../chat/answer-events.ts";
import { runChatTurn } from "../chat/chat-turn.service.ts";
import { buildPermitReport } from "../permits/permit-report.ts";
import { requireReportablePlace } from "../permits/report-place.ts";
import { apiKeyOf, requireApiKey } from "./api-key.middleware.ts";
import { apiChargeLabel, chargeApiCall } from "./api-usage.service.ts";
import {
  askBody,
  askResponse,
  errorResponse,
  idempotencyHeaders,
  reportQuery,
  reportResponse,
  suggestionsQuery,
  suggestionsResponse,
} from "./public-api.schemas.ts";

const json = <Schema>(schema: Schema, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The answers every key-authenticated call may give besides its own. */
const KEY_ERRORS = {
  400: json(errorResponse, "The request is not valid; nothing was charged."),
  401: json(errorResponse, "No API key, or one that is not valid (revoked)."),
  429: json(errorResponse, "This key made too many calls; see Retry-After."),
};
const PAID_ERRORS = {
  ...KEY_ERRORS,
  402: json(errorResponse, `The key's owner has fewer than ${MESSAGE_COST_CREDITS} credits.`),
  404: json(errorResponse, "The address could not be placed in a US state; nothing was charged."),
  422: json(errorResponse, "This Idempotency-Key was used for another request."),
};
const security = [{ apiKey: [] }];
const PRICE = `Costs ${MESSAGE_COST_CREDITS} credits from the key owner's balance (a retry with the same Idempotency-Key is not charged again).`;

const suggestionsRoute = createRoute({
  method: "get",
  path: "/addresses",
  summary: "Address suggestions",
  description: "US addresses that match what was typed so far. Free.",
  security,
  middleware: [requireApiKey] as const,
  request: { query: suggestionsQuery },
  responses: { 200: json(suggestionsResponse, "Up to five suggestions."), ...KEY_ERRORS },
});

const reportRoute = createRoute({
  method: "get",
  path: "/report",
  summary: "Permit report for an address",
  description: `Who issues building permits at the address, the codes in force, and the permit rules for common projects, each with its source. ${PRICE}`,
  security,
  middleware: [requireApiKey] as const,
  request: { query: reportQuery, headers: idempotencyHeaders },
  responses: { 200: json(reportResponse, "The permit report."), ...PAID_ERRORS },
});

const askRoute = createRoute({
  method: "post",
  path: "/ask",
  summary: "Ask a permit question about an address",
  description: `The permit assistant's answer, as in the chat: one JSON reply, or with \`"stream": true\` server-sent events \`data: {"content":"…"}\` ending with \`data: [DONE]\`. ${PRICE} An answer that cannot be given is refunded.`,
  security,
  middleware: [requireApiKey] as const,
  request: {
    headers: idempotencyHeaders,
    body: { content: { "application/json": { schema: askBody } }, required: true },
  },
  responses: {
    200: {
      content: {
        "application/json": { schema: askResponse },
        "text/event-stream": { schema: { type: "string" } },
      },
      description: "The answer, whole or streamed.",
    },
    ...PAID_ERRORS,
    409: json(errorResponse, "A request with this Idempotency-Key is being answered."),
    503: json(errorResponse, "No answer could be given just now; the credits were refunded."),
  },
});

/** A caller's Idempotency-Key, or a fresh one (each call without a key is a new request). */
function requestKeyOf(header: string | undefined): string {
  return header?.trim() || randomUUID();
}

/**
 * The public API (`/api/v1`, ADR 022): called with an API key, billed to the key owner's credits
 * through the same ledger as the chat. Its OpenAPI document is generated from these routes.
 */
export const publicApiRoutes = new OpenAPIHono<AppEnv>({
  defaultHook: (result) => {
    if (!result.success)
      throw new AppError("bad_request", { message: result.error.issues[0]?.message });
  },
})
  .openapi(suggestionsRoute, async (c) => {
    const { q } = c.req.valid("query");
    const predictions = await c.var.services.addresses.suggest({ input: q });
    const suggestions = predictions.map((prediction) => ({
      description: prediction.description,
      mainText: prediction.structured_formatting.main_text,
      secondaryText: prediction.structured_formatting.secondary_text,
    }));
    return c.json({ suggestions }, 200);
  })
  .openapi(reportRoute, async (c) => {
    const { address } = c.req.valid("query");
    const { knowledge, permits } = c.var.services;
    // Made before the charge: a report that cannot be made costs nothing.
    const report = buildPermitReport(knowledge, requireReportablePlace(permits, address), address);
    await chargeApiCall({
      db: c.var.db,
      key: apiKeyOf(c),
      what: `Report: ${address}`,
      requestKey: `report:${requestKeyOf(c.req.valid("header")["idempotency-key"])}`,
    });
    return c.json(report, 200);
  })
  .openapi(askRoute, async (c) => {
    const { address, question, stream } = c.req.valid("json");
    const key = apiKeyOf(c);
    requireReportablePlace(c.var.services.permits, address);
    const turn = await runChatTurn(
      {
        db: c.var.db,
        userId: key.userId,
        requestKey: `api:${requestKeyOf(c.req.valid("header")["idempotency-key"])}`,
        // The key's questions are one conversation in the owner's chat history.
        sessionId: `api-key-${key.id}`,
        projectId: null,
        query: question,
        chargeLabel: apiChargeLabel(key),
        property: { address },
        requestId: c.var.requestId,
      },
      { ...c.var.services, log: c.var.log },
      c.req.raw.signal,
    );
    if (turn.kind === "client-left") throw new AppError("service_unavailable");
    if (stream) return answerEvents(turn, { log: c.var.log, requestId: c.var.requestId });
    const { text, experts } = await wholeAnswer(turn);
    return c.json({ answer: text, ...(experts.length > 0 ? { experts } : {}) }, 200);
  });

publicApiRoutes.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
  type: "http",
  scheme: "bearer",
  description: "A PermitLM API key (`plm_…`), created on your account page.",
});

/** The OpenAPI 3.1 document of the public API, for `/api/openapi.json` and the reference page. */
export function publicApiDocument(serverUrl: string) {
  // The routes do not change while the server runs: the document is made once per site address.
  let document = documents.get(serverUrl);
  if (!document) documents.set(serverUrl, (document = makeDocument(serverUrl)));
  return document;
}
const documents = new Map<string, ReturnType<typeof makeDocument>>();

function makeDocument(serverUrl: string) {
  return publicApiRoutes.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "PermitLM API",
      version: "1.0.0",
      description:
        "Permit requirements and building codes for US addresses, and the permit assistant's answers. Authenticate with an API key from your account page; paid calls spend your credits.",
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
  });
}
