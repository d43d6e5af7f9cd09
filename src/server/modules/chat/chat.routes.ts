import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { endTime, startTime } from "hono/timing";
import { CHAT_INVALID_TOKEN, CHAT_UNAUTHENTICATED } from "#shared/chat.ts";
import { type ChatRequest, chatRequestSchema } from "#shared/chat-requests.ts";
import type { AppEnv } from "../../app-env.ts";
import { AppError, CLIENT_CLOSED_REQUEST } from "../../lib/app-error.ts";
import { jsonBody } from "../../lib/validate.ts";
import type { PropertyContext } from "../permits/permit-engine.ts";
import { findProject } from "../projects/projects.service.ts";
import { beginChatTurn, failChatTurn, finishChatTurn } from "./chat-turn.service.ts";
import { expertsFor } from "./experts.service.ts";

const REQUEST_KEY_MAX_CHARS = 200;

/** What the chat knows about the property, from the request's options (spec §7). */
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

const NOT_ANSWERED = "The permit assistant could not answer just now. You were not charged.";

/** Ends an answer the route stops reading, so its time-outs and model call end with it. */
async function closeAnswer(pieces: AsyncIterator<string>) {
  await pieces.return?.()?.catch(() => {});
}

/**
 * POST /api/chat-permits (spec §7, issue 6): 2 credits a question, keyed by `Idempotency-Key` so
 * a retry is never charged twice; the answer streams as `data: {"content","sessionId"}` lines
 * and `data: [DONE]`, or comes as JSON `{response}` when `options.streaming` is false. When no
 * answer is delivered the credits are refunded.
 */
export const chatRoutes = new Hono<AppEnv>().post(
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

    // An address outside the US, or one we cannot place, gets the request for a US address
    // without a charge: no model is asked and nothing is stored.
    const { permits } = c.var.services;
    if (!permits.covers(property)) {
      const content = permits.answer(request.query, property).markdown;
      if (!streaming) return c.json({ response: content, sessionId, charged: false });
      return streamSSE(c, async (sse) => {
        await sse.writeSSE({ data: JSON.stringify({ content, sessionId }) });
        await sse.writeSSE({ data: "[DONE]" });
      });
    }

    startTime(c, "turn", "Charge and store the question");
    const turn = await beginChatTurn({
      db,
      userId: user.id,
      requestKey,
      sessionId,
      projectId,
      query: request.query,
    });
    endTime(c, "turn");
    if (turn.kind === "in-progress")
      throw new AppError("request_in_progress", { headers: { "Retry-After": "1" } });
    if (turn.kind === "answered") {
      const experts = turn.extras.experts;
      if (!streaming)
        return c.json({ response: turn.content, sessionId, ...(experts ? { experts } : {}) });
      return streamSSE(c, async (sse) => {
        await sse.writeSSE({ data: JSON.stringify({ content: turn.content, sessionId }) });
        if (experts)
          await sse.writeSSE({ data: JSON.stringify({ content: "", sessionId, experts }) });
        await sse.writeSSE({ data: "[DONE]" });
      });
    }

    const { assistantId } = turn;
    const { metrics } = c.var.services;
    metrics.chatStarts.inc();
    const abort = new AbortController();
    const answer = c.var.services.answerer.stream(request.query, property, abort.signal);
    const pieces = answer[Symbol.asyncIterator]();
    const refund = () => failChatTurn({ db, userId: user.id, assistantId });

    // Headers wait for the first words, so a failure before them is a proper error status. A
    // client that leaves before them was delivered nothing: the model is stopped, the turn refunded.
    const clientLeft = c.req.raw.signal;
    const stopModel = () => abort.abort();
    clientLeft.addEventListener("abort", stopModel, { once: true });
    if (clientLeft.aborted) abort.abort(); // it left while the turn was being charged
    let first: IteratorResult<string>;
    startTime(c, "answer", "Wait for the answer's first words");
    try {
      first = await pieces.next();
    } catch (error) {
      if (!clientLeft.aborted)
        c.var.log.warn({ err: error, requestId: c.var.requestId }, "chat answer failed to start");
      first = { done: true, value: undefined };
    } finally {
      clientLeft.removeEventListener("abort", stopModel);
    }
    endTime(c, "answer");
    if (first.done || clientLeft.aborted) {
      abort.abort();
      await closeAnswer(pieces);
      await refund();
      metrics.chatAnswers.inc({ outcome: "refunded" });
      // Nobody is there to read an error, and a client leaving is not the server failing: 499
      // (nginx's "client closed request") keeps it out of the error log and the 5xx count.
      if (clientLeft.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
      throw new AppError("service_unavailable", { message: NOT_ANSWERED });
    }

    if (!streaming) {
      let content = first.value;
      try {
        for (let next = await pieces.next(); !next.done; next = await pieces.next())
          content += next.value;
      } catch (error) {
        c.var.log.warn({ err: error, requestId: c.var.requestId }, "chat answer broke off");
      }
      const experts = await expertsFor({
        db,
        question: request.query,
        jurisdiction: permits.jurisdiction(property),
      });
      await finishChatTurn({ db, assistantId, content, extras: experts.length ? { experts } : {} });
      metrics.chatAnswers.inc({ outcome: "complete" });
      return c.json({ response: content, sessionId, ...(experts.length ? { experts } : {}) });
    }

    return streamSSE(c, async (sse) => {
      sse.onAbort(() => abort.abort());
      let content = "";
      let extras: Record<string, unknown> = {};
      try {
        for (let next: IteratorResult<string> = first; !next.done; next = await pieces.next()) {
          if (sse.aborted) break;
          content += next.value;
          await sse.writeSSE({ data: JSON.stringify({ content: next.value, sessionId }) });
        }
        const experts = sse.aborted
          ? []
          : await expertsFor({
              db,
              question: request.query,
              jurisdiction: permits.jurisdiction(property),
            });
        if (experts.length > 0) {
          extras = { experts };
          await sse.writeSSE({ data: JSON.stringify({ content: "", sessionId, experts }) });
        }
        if (!sse.aborted) await sse.writeSSE({ data: "[DONE]" });
      } catch (error) {
        c.var.log.warn({ err: error, requestId: c.var.requestId }, "chat stream broke off");
      } finally {
        abort.abort();
        await closeAnswer(pieces);
        // Words were delivered, so the answer stands (and is paid for) even if it was cut short.
        await finishChatTurn({
          db,
          assistantId,
          content,
          extras: sse.aborted ? { ...extras, interrupted: true } : extras,
        });
        metrics.chatAnswers.inc({ outcome: sse.aborted ? "interrupted" : "complete" });
      }
    });
  },
);
