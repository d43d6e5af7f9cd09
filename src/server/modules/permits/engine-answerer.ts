import type { Answerer } from "./model-provider.ts";
import { streamMarkdown } from "./permit-engine.ts";

/** Engine mode: the grounding is the answer, streamed block by block. */
export const engineAnswerer: Answerer = {
  stream: ({ grounding }, signal) => streamMarkdown(grounding.markdown, signal),
};
