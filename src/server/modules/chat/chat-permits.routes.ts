import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { endTime, startTime } from "hono/timing";
import { CHAT_INVALID_TOKEN, CHAT_UNAUTHENTICATED } from "#shared/chat.ts";
import { type ChatRequest, chatRequestSchema } from "#shared/chat-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError, CLIENT_CLOSED_REQUEST } from "../../lib/app-error.ts";
import { jsonBody } from "../../lib/validate.ts";
import type { PropertyContext } from "../permits/permit-engine.ts";
import { findProject } from "../projects/projects.service.ts";
import { answerEvents, wholeAnswer } from "./answer-events.ts";
import { runChatTurn } from "./chat-turn.service.ts";

const REQUEST_KEY_MAX_CHARS = 200;

/** What the chat knows about the property, from the request's options. */
function propertyContextOf(options: ChatRequest["options"]): PropertyContext {
  const property = options.propertyContext;
  const municipality = options.municipalityContext;
  return {
    address: property?.address ?? undefined,
    city: property?.city ?? municipality?.name ?? undefined,
    state: property?.state ?? municipality?.state ?? undefined,
    zipCode: property?.zipCode ?? undefined,
    propertyType: property?.propertyType ?? undefined,
    yearBuilt: property?.yearBuilt ?? undefined,
  };
}

/**
 * POST /api/chat-permits (ADR 010): 2 credits a question, keyed by `Idempotency-Key` so
 * a retry is never charged twice; the answer streams as `data: {"content","sessionId"}` lines
 * and `data: [DONE]`, or comes as JSON `{response}` when `options.streaming` is false. When no
 * answer is delivered the credits are refunded.
 */
export const chatPermitsRoutes = new Hono<AppEnv>().post(
  "/",
  async (c, next) => {
    if (c.var.session) return next();
    const bearer = /^Bearer\s+\S/i.test(c.req.header("authorization") ?? "");
    throw new AppError("unauthorized", {
      message: bearer ? CHAT_INVALID_TOKEN : CHAT_UNAUTHENTICATED,
    });
  },
  jsonBody(chatRequestSchema),
  async (c) => {
    const user = c.var.session!.user;
    const request = c.req.valid("json");
    if (request.userId && request.userId !== user.id)
      throw new AppError("bad_request", { message: "userId is not the signed-in user." });
    const requestKey = c.req.header("idempotency-key")?.trim() || randomUUID();
    if (requestKey.length > REQUEST_KEY_MAX_CHARS)
      throw new AppError("bad_request", { message: "Idempotency-Key is at most 200 characters." });
    const sessionId = request.sessionId || request.options.sessionId || "default";
    const projectId = request.projectId || request.options.projectId || null;
    const streaming = request.options.streaming;
    const db = c.var.db;
    let property = propertyContextOf(request.options);
    // A chat is tagged with one of the user's own projects, never another user's.
    const project = projectId ? await findProject({ db, userId: user.id, projectId }) : null;
    if (projectId && !project) throw new AppError("not_found", { message: "No such project." });
    // A project saved before its property details were known still has its address: the answer's
    // place is that address, never none.
    if (!property.address && project) property = { ...property, address: project.address };

    startTime(c, "turn", "Charge, and wait for the answer's first words");
    const turn = await runChatTurn(
      {
        db,
        userId: user.id,
        requestKey,
        sessionId,
        projectId,
        query: request.query,
        property,
        requestId: c.var.requestId,
      },
      { ...c.var.services, log: c.var.log },
      c.req.raw.signal,
    );
    endTime(c, "turn");
    // Nobody is there to read an error, and a client leaving is not the server failing: 499
    // (nginx's "client closed request") keeps it out of the error log and the 5xx count.
    if (turn.kind === "client-left") return new Response(null, { status: CLIENT_CLOSED_REQUEST });

    if (!streaming) {
      const { text: response, experts } = await wholeAnswer(turn);
      return c.json({
        response,
        sessionId,
        ...(experts.length ? { experts } : {}),
        ...(turn.charged ? {} : { charged: false }),
      });
    }

    return answerEvents(turn, { sessionId, log: c.var.log, requestId: c.var.requestId });
  },
);
