import { setImmediate as nextTurn } from "node:timers/promises";
import { LRUCache } from "lru-cache";
import type { Gazetteer } from "../addresses/gazetteer.ts";
import { type ComposedAnswer, composeAnswer } from "./answer-composer.ts";
import { type Jurisdiction, type PropertyPlace, resolveJurisdiction } from "./jurisdiction.ts";
import type { KnowledgeBase } from "./knowledge-base.ts";
import { createQuestionReader } from "./question-analysis.ts";

/** What the chat knows about the property a question is about (the request's propertyContext). */
export type PropertyContext = PropertyPlace & {
  propertyType?: string | null | undefined;
  yearBuilt?: number | null | undefined;
};

export type EngineAnswer = ComposedAnswer & { jurisdiction: Jurisdiction };

/** Anything that answers a permit question as a stream of Markdown text (engine or model). */
export type AnswerStream = AsyncIterable<string>;

export type PermitEngine = {
  answer: (question: string, context: PropertyContext) => EngineAnswer;
  /** The same answer, streamed in small pieces as a model would stream it. */
  stream: (question: string, context: PropertyContext, signal?: AbortSignal) => AnswerStream;
  jurisdiction: (context: PropertyContext) => Jurisdiction;
  /** Whether the address is a US place we can answer for (not abroad, not unplaceable). */
  covers: (context: PropertyContext) => boolean;
};

/**
 * Splits Markdown into its blocks (a heading, a paragraph, a list, a table), each keeping the
 * blank lines after it, so the pieces join back to the text exactly.
 */
export function pieces(markdown: string): string[] {
  return markdown.split(/(?<=\n\n)(?=[^\n])/).filter(Boolean);
}

/**
 * A finished answer streamed block by block, each in its own turn of the event loop (and so its
 * own write to the client), as a model streams; stops when `signal` aborts.
 */
export async function* streamMarkdown(markdown: string, signal?: AbortSignal): AnswerStream {
  for (const [index, piece] of pieces(markdown).entries()) {
    if (index > 0) await nextTurn();
    if (signal?.aborted) return;
    yield piece;
  }
}

/** How many resolved places an engine keeps. */
const PLACES_KEPT = 5_000;

/**
 * The built-in permit engine (ADR 009): deterministic answers from the knowledge base
 * and the calculators, for the property's jurisdiction.
 */
export function createPermitEngine(kb: KnowledgeBase, gazetteer: Gazetteer): PermitEngine {
  const read = createQuestionReader(kb);
  // A place is resolved once: a user asks many questions about one address.
  const places = new LRUCache<string, Jurisdiction>({ max: PLACES_KEPT });
  const jurisdiction = (context: PropertyContext) => {
    const key = [context.address, context.city, context.state, context.zipCode].join("\u0000");
    let place = places.get(key);
    if (!place) places.set(key, (place = resolveJurisdiction(kb, gazetteer, context)));
    return place;
  };
  const answer = (question: string, context: PropertyContext): EngineAnswer => {
    const analysis = read(question);
    // What the question says of the place ("we're in Meridian Township") refines the address.
    const place = analysis.placeClue
      ? resolveJurisdiction(kb, gazetteer, context, analysis.placeClue)
      : jurisdiction(context);
    return {
      ...composeAnswer(kb, place, analysis, { address: context.address }),
      jurisdiction: place,
    };
  };
  return {
    answer,
    jurisdiction,
    covers: (context) => {
      if (!context.address?.trim() && !context.city && !context.state) return true;
      const { status } = jurisdiction(context);
      return status !== "outside-us" && status !== "unplaced";
    },
    stream: (question, context, signal) =>
      streamMarkdown(answer(question, context).markdown, signal),
  };
}
