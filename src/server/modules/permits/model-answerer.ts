import { createOpenAI } from "@ai-sdk/openai";
import { type LanguageModel, stepCountIs, streamText, tool, zodSchema } from "ai";
import { z } from "zod";
import type { Env } from "../../env.ts";
import type { Logger } from "../../lib/logger.ts";
import { estimatePermitFee } from "./calculators/fee-estimate.ts";
import { estimateTimeline } from "./calculators/timeline-estimate.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { markdownText } from "./markdown-text.ts";
import {
  type AnswerStream,
  type PermitEngine,
  type PropertyContext,
  streamMarkdown,
} from "./permit-engine.ts";

/**
 * How long a model may stay silent: before its first words (then the next model is tried), or
 * between two pieces of its answer (then what it said is kept and the answer ends).
 */
export const MODEL_SILENCE_TIMEOUT_MS = 20_000;
/** How long a whole model answer may take. */
export const MODEL_ANSWER_TIMEOUT_MS = 120_000;

export type ModelSettings = {
  apiKey: string;
  baseUrl?: string | undefined;
  model: string;
  fallbackModel: string;
};

/** Answers with a language model when one is configured, and says which one answered. */
export type Answerer = {
  stream: (question: string, context: PropertyContext, signal?: AbortSignal) => AnswerStream;
};

function systemPrompt(engineAnswer: string, sources: string, context: PropertyContext): string {
  return [
    "You are PermitLM, a US building-permit assistant for owners, builders and architects.",
    "Answer only from the facts below, which come from PermitLM's cited knowledge base. Keep their",
    "citation marks such as [1] next to the facts you use; never cite anything else and never",
    "invent code sections, fees or dates. Use the tools for fee and timeline estimates. Start with",
    "a direct answer, then only the sections that matter, in Markdown. Say plainly where the local",
    "rule may differ and point to the building department. Do not write a sources list: it is",
    "added after your answer.",
    "",
    // The address is the user's own text: escaped, it cannot bring a link or an instruction in
    // Markdown form into the prompt.
    `Property: ${context.address ? markdownText(context.address) : "unknown"}`,
    "",
    "Facts (PermitLM's own answer, with citations):",
    engineAnswer,
    "",
    sources,
  ].join("\n");
}

/**
 * The calculators' input schemas, built once per answerer: the AI SDK turns each into JSON Schema
 * on first use and keeps it, so no request pays for the conversion again.
 */
function calculatorSchemas(kb: KnowledgeBase) {
  const projectType = z.enum(kb.projectTypes.map((type) => type.id) as [string, ...string[]]);
  return {
    fee: zodSchema(
      z.object({
        projectType,
        areaSqFt: z.number().positive().optional(),
        jobCost: z.number().positive().optional(),
      }),
    ),
    timeline: zodSchema(z.object({ projectType })),
  };
}

/** The calculators as tools the model may call, for this property. */
function calculatorTools(options: {
  kb: KnowledgeBase;
  engine: PermitEngine;
  schemas: ReturnType<typeof calculatorSchemas>;
  context: PropertyContext;
}) {
  const { kb, engine, schemas, context } = options;
  const projectType = (id: string) => kb.projectTypes.find((type) => type.id === id);
  return {
    estimate_permit_fee: tool({
      description:
        "Estimate the building permit and plan-review fee for a project from ICC Building Valuation Data and a typical fee schedule.",
      inputSchema: schemas.fee,
      execute: async ({ projectType: id, areaSqFt, jobCost }) => {
        const type = projectType(id);
        return type ? estimatePermitFee(kb, { projectType: type, areaSqFt, jobCost }) : null;
      },
    }),
    estimate_timeline: tool({
      description:
        "Estimate plan-review time for a project at this property, with any state-law clock.",
      inputSchema: schemas.timeline,
      execute: async ({ projectType: id }) => {
        const type = projectType(id);
        const place = engine.jurisdiction(context);
        return type
          ? estimateTimeline(kb, { projectType: type, size: place.size, state: place.state })
          : null;
      },
    }),
  };
}

/**
 * Streams one model's answer; throws when the model fails before its first words (so the caller
 * can try the next), and ends quietly with what was said when it fails later.
 */
async function* modelStream(options: {
  model: LanguageModel;
  system: string;
  question: string;
  tools: ReturnType<typeof calculatorTools>;
  signal: AbortSignal;
  log: Logger;
  silenceTimeoutMs: number;
}): AsyncGenerator<string> {
  const silence = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const restartSilenceTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(
      () => silence.abort(new Error("the model stayed silent too long")),
      options.silenceTimeoutMs,
    );
  };
  restartSilenceTimer();
  const result = streamText({
    model: options.model,
    system: options.system,
    prompt: options.question,
    tools: options.tools,
    stopWhen: stepCountIs(4),
    maxRetries: 0,
    abortSignal: AbortSignal.any([
      options.signal,
      silence.signal,
      AbortSignal.timeout(MODEL_ANSWER_TIMEOUT_MS),
    ]),
    onError: ({ error }) => options.log.warn({ err: error }, "model call failed"),
  });
  let started = false;
  try {
    for await (const part of result.fullStream) {
      if (part.type === "error")
        throw part.error instanceof Error ? part.error : new Error(String(part.error));
      if (part.type === "abort") throw new Error("the model call was aborted");
      // Any part (a tool call, a step) shows the model is working.
      restartSilenceTimer();
      if (part.type !== "text-delta" || !part.text) continue;
      started = true;
      // Time the model, not our reader: a slow client holds this generator at `yield`.
      clearTimeout(timer);
      yield part.text;
      restartSilenceTimer();
    }
    if (!started) throw new Error("the model answered nothing");
  } catch (error) {
    if (!started) throw error;
    options.log.warn({ err: error }, "model answer broke off; keeping what was said");
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Model mode (ARCHITECTURE §1, §6): the configured model, grounded on the engine's cited answer
 * with the calculators as tools; its fallback model when it fails before answering; and the
 * built-in engine when both fail. The numbered sources always end the answer.
 */
export function createModelAnswerer(options: {
  settings: ModelSettings;
  kb: KnowledgeBase;
  engine: PermitEngine;
  log: Logger;
  silenceTimeoutMs?: number;
  /** Answer with the engine when every model fails (default); otherwise the stream fails. */
  engineFallback?: boolean;
  /** Told of each model call that fails before its first words (for the metrics). */
  onModelError?: () => void;
}): Answerer {
  const { settings, kb, engine, log } = options;
  const silenceTimeoutMs = options.silenceTimeoutMs ?? MODEL_SILENCE_TIMEOUT_MS;
  const provider = createOpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl });
  const models = [...new Set([settings.model, settings.fallbackModel])];
  const schemas = calculatorSchemas(kb);
  return {
    stream: async function* (question, context, signal = new AbortController().signal) {
      const grounding = engine.answer(question, context);
      const system = systemPrompt(grounding.body, grounding.sourcesMarkdown, context);
      const tools = calculatorTools({ kb, engine, schemas, context });
      for (const name of models) {
        try {
          let said = false;
          for await (const text of modelStream({
            model: provider.chat(name),
            system,
            question,
            tools,
            signal,
            log,
            silenceTimeoutMs,
          })) {
            said = true;
            yield text;
          }
          if (said && grounding.sourcesMarkdown) yield `\n\n${grounding.sourcesMarkdown}`;
          return;
        } catch (error) {
          if (signal.aborted) return;
          options.onModelError?.();
          log.warn({ err: error, model: name }, "model failed before answering; trying the next");
        }
      }
      if (options.engineFallback === false) throw new Error("every configured model failed");
      // The engine's answer was already composed as the grounding: stream it, do not compose again.
      yield* streamMarkdown(grounding.markdown, signal);
    },
  };
}

/** The model when one is configured (a key or a base URL), else the built-in engine. */
export function createAnswerer(options: {
  env: Pick<
    Env,
    | "OPENAI_API_KEY"
    | "OPENAI_BASE_URL"
    | "CHAT_MODEL"
    | "CHAT_FALLBACK_MODEL"
    | "CHAT_ENGINE_FALLBACK"
  >;
  kb: KnowledgeBase;
  engine: PermitEngine;
  log: Logger;
  onModelError?: () => void;
}): Answerer {
  const { env } = options;
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) return options.engine;
  return createModelAnswerer({
    ...options,
    engineFallback: env.CHAT_ENGINE_FALLBACK,
    settings: {
      // Local OpenAI-compatible servers often need no key, but the client wants one.
      apiKey: env.OPENAI_API_KEY ?? "not-needed",
      baseUrl: env.OPENAI_BASE_URL,
      model: env.CHAT_MODEL,
      fallbackModel: env.CHAT_FALLBACK_MODEL ?? env.CHAT_MODEL,
    },
  });
}
