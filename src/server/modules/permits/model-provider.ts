import type { AnswerStream, EngineAnswer, PropertyContext } from "./permit-engine.ts";

/** A question to answer, with the engine's answer to it, composed once per turn. */
export type AnswerRequest = {
  question: string;
  context: PropertyContext;
  /** The engine's cited answer: the model's facts, and the answer itself in engine mode. */
  grounding: EngineAnswer;
};

/**
 * What answers chat questions: a language model when one is configured (model-answerer.ts), else
 * the engine's own answer (engine-answerer.ts). src/server/providers.ts picks one.
 */
export type Answerer = {
  stream: (request: AnswerRequest, signal?: AbortSignal) => AnswerStream;
};
