import { z } from "zod";
import type { Logger } from "../../lib/logger.ts";
import { estimatePermitFee } from "./calculators/fee-estimate.ts";
import { estimateTimeline } from "./calculators/timeline-estimate.ts";
import {
  type ChatMessage,
  streamCompletion,
  type ToolCall,
  type ToolDefinition,
} from "./chat-completions-client.ts";
import type { Jurisdiction } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { markdownText } from "./markdown-text.ts";
import type { Answerer } from "./model-provider.ts";
import { type EngineAnswer, type PropertyContext, streamMarkdown } from "./permit-engine.ts";

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

function systemPrompt(grounding: EngineAnswer, context: PropertyContext): string {
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
    grounding.body,
    "",
    grounding.sourcesMarkdown,
  ].join("\n");
}

/** A calculator the model may call: its definition as sent, and how it runs. */
type Calculator = {
  definition: ToolDefinition;
  /** Runs for the place the turn's grounding settled on (which the question may have refined). */
  run: (input: unknown, place: Jurisdiction) => unknown;
};

/** The calculators as tools, their JSON Schemas made once per answerer, not per request. */
function calculators(kb: KnowledgeBase): Map<string, Calculator> {
  const projectTypeId = z.enum(kb.projectTypes.map((type) => type.id) as [string, ...string[]]);
  const projectType = (id: string) => kb.projectTypes.find((type) => type.id === id);
  const feeInput = z.object({
    projectType: projectTypeId,
    areaSqFt: z.number().positive().optional(),
    jobCost: z.number().positive().optional(),
  });
  const timelineInput = z.object({ projectType: projectTypeId });
  const definition = (name: string, description: string, input: z.ZodType): ToolDefinition => ({
    type: "function",
    function: { name, description, parameters: z.toJSONSchema(input) },
  });
  return new Map<string, Calculator>([
    [
      "estimate_permit_fee",
      {
        definition: definition(
          "estimate_permit_fee",
          "Estimate the building permit and plan-review fee for a project from ICC Building Valuation Data and a typical fee schedule.",
          feeInput,
        ),
        run: (input) => {
          const { projectType: id, areaSqFt, jobCost } = feeInput.parse(input);
          const type = projectType(id);
          return type ? estimatePermitFee(kb, { projectType: type, areaSqFt, jobCost }) : null;
        },
      },
    ],
    [
      "estimate_timeline",
      {
        definition: definition(
          "estimate_timeline",
          "Estimate plan-review time for a project at this property, with any state-law clock.",
          timelineInput,
        ),
        run: (input, place) => {
          const type = projectType(timelineInput.parse(input).projectType);
          return type
            ? estimateTimeline(kb, { projectType: type, size: place.size, state: place.state })
            : null;
        },
      },
    ],
  ]);
}

/** A tool call's result as the model reads it: the calculator's answer, or why it had none. */
function runToolCall(
  call: ToolCall,
  tools: Map<string, Calculator>,
  place: Jurisdiction,
): ChatMessage {
  let result: unknown;
  try {
    const tool = tools.get(call.function.name);
    result = tool
      ? tool.run(JSON.parse(call.function.arguments || "{}"), place)
      : { error: `No tool named ${call.function.name}.` };
  } catch (error) {
    result = { error: `The tool's input was not valid: ${(error as Error).message}` };
  }
  return { role: "tool", tool_call_id: call.id, content: JSON.stringify(result) };
}

/** How many model calls one answer may take: its tool calls, then the answer. */
const MAX_STEPS = 4;

/**
 * The model's time limits as one timer for the whole answer (not a timer per piece, nor one left
 * pending for two minutes after each answer): silence, which any sign of life puts off and which
 * is paused while a piece is with the reader (a slow client is not a silent model), and the whole
 * answer's limit.
 */
function modelWatch(silenceMs: number, answerMs: number) {
  const limits = new AbortController();
  const startedAt = performance.now();
  let heardAt = startedAt;
  let paused = false;
  let timer: NodeJS.Timeout;
  const check = () => {
    const now = performance.now();
    if (now - startedAt >= answerMs) {
      limits.abort(new Error("the model's answer took too long"));
      return;
    }
    const quietFor = now - heardAt;
    if (paused || quietFor < silenceMs) {
      const silenceLeft = paused ? silenceMs : silenceMs - quietFor;
      timer = setTimeout(check, Math.min(silenceLeft, answerMs - (now - startedAt)));
      return;
    }
    limits.abort(new Error("the model stayed silent too long"));
  };
  timer = setTimeout(check, Math.min(silenceMs, answerMs));
  return {
    signal: limits.signal,
    heard: () => (heardAt = performance.now()),
    pause: () => (paused = true),
    resume: () => {
      paused = false;
      heardAt = performance.now();
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Streams one model's answer, running the calculators it calls; throws when the model fails
 * before its first words (so the caller can try the next), and ends quietly with what was said
 * when it fails later.
 */
async function* modelStream(options: {
  settings: ModelSettings;
  model: string;
  messages: ChatMessage[];
  tools: Map<string, Calculator>;
  /** The tools as sent to the model, made once with the answerer. */
  definitions: ToolDefinition[];
  place: Jurisdiction;
  signal: AbortSignal;
  log: Logger;
  silenceTimeoutMs: number;
  answerTimeoutMs: number;
}): AsyncGenerator<string> {
  const watch = modelWatch(options.silenceTimeoutMs, options.answerTimeoutMs);
  const signal = AbortSignal.any([options.signal, watch.signal]);
  const messages = [...options.messages];
  let started = false;
  try {
    for (let step = 1; step <= MAX_STEPS; step += 1) {
      let said = "";
      let toolCalls: ToolCall[] = [];
      for await (const event of streamCompletion({
        baseUrl: options.settings.baseUrl ?? DEFAULT_BASE_URL,
        apiKey: options.settings.apiKey,
        model: options.model,
        messages,
        // The last step must answer: it is offered no tools.
        ...(step < MAX_STEPS ? { tools: options.definitions } : {}),
        signal,
      })) {
        watch.heard();
        if (event.kind === "end") toolCalls = event.toolCalls;
        if (event.kind !== "text") continue;
        started = true;
        said += event.text;
        watch.pause(); // time the model, not our reader: a slow client holds us at `yield`
        yield event.text;
        watch.resume();
      }
      if (toolCalls.length === 0) break;
      messages.push({ role: "assistant", content: said || null, tool_calls: toolCalls });
      for (const call of toolCalls) messages.push(runToolCall(call, options.tools, options.place));
    }
    if (!started) throw new Error("the model answered nothing");
  } catch (error) {
    const cause = signal.aborted && !options.signal.aborted ? (signal.reason as Error) : error;
    if (!started) throw cause;
    options.log.warn({ err: cause }, "model answer broke off; keeping what was said");
  } finally {
    watch.stop();
  }
}

/** OpenAI's API, for a key given without a base URL. */
const DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * Model mode (ADR 009, 011, 020): the configured model, grounded on the engine's cited answer
 * with the calculators as tools; its fallback model when it fails before answering; and the
 * built-in engine when both fail. The numbered sources always end the answer.
 */
export function createModelAnswerer(options: {
  settings: ModelSettings;
  kb: KnowledgeBase;
  log: Logger;
  silenceTimeoutMs?: number;
  /** How long a whole model answer may take (default MODEL_ANSWER_TIMEOUT_MS). */
  answerTimeoutMs?: number;
  /** Answer with the engine when every model fails (default); otherwise the stream fails. */
  engineFallback?: boolean;
  /** Told of each model call that fails before its first words (for the metrics). */
  onProviderError?: () => void;
}): Answerer {
  const { settings, kb, log } = options;
  const silenceTimeoutMs = options.silenceTimeoutMs ?? MODEL_SILENCE_TIMEOUT_MS;
  const answerTimeoutMs = options.answerTimeoutMs ?? MODEL_ANSWER_TIMEOUT_MS;
  const models = [...new Set([settings.model, settings.fallbackModel])];
  const tools = calculators(kb);
  const definitions = [...tools.values()].map((tool) => tool.definition);
  return {
    stream: async function* (
      { question, context, grounding },
      signal = new AbortController().signal,
    ) {
      const messages: ChatMessage[] = [
        { role: "system", content: systemPrompt(grounding, context) },
        { role: "user", content: question },
      ];
      for (const model of models) {
        try {
          // It ends normally only once it has said something (else it throws).
          yield* modelStream({
            settings,
            model,
            messages,
            tools,
            definitions,
            place: grounding.jurisdiction,
            signal,
            log,
            silenceTimeoutMs,
            answerTimeoutMs,
          });
          if (grounding.sourcesMarkdown) yield `\n\n${grounding.sourcesMarkdown}`;
          return;
        } catch (error) {
          if (signal.aborted) return;
          options.onProviderError?.();
          log.warn({ err: error, model }, "model failed before answering; trying the next");
        }
      }
      if (options.engineFallback === false) throw new Error("every configured model failed");
      // The engine's answer was already composed as the grounding: stream it, do not compose again.
      yield* streamMarkdown(grounding.markdown, signal);
    },
  };
}
