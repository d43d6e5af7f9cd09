import { startOpenAiStandIn } from "./openai-stand-in.ts";

// The OpenAI stand-in as its own process, for the browser e2e's model-mode server:
// `node tests/helpers/openai-stand-in-server.ts`, on STAND_IN_PORT with the key STAND_IN_KEY.
const standIn = await startOpenAiStandIn(
  process.env.STAND_IN_KEY ?? "sk-e2e",
  Number(process.env.STAND_IN_PORT ?? 4199),
);
console.log(`OpenAI stand-in on ${standIn.url}`);
