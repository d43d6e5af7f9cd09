import { parseArgs } from "node:util";
import { parseEnv } from "../env.ts";
import { createLogger } from "../lib/logger.ts";
import { getGazetteer } from "../modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "../modules/permits/knowledge-base.ts";
import { createAnswerer } from "../modules/permits/model-answerer.ts";
import { createPermitEngine } from "../modules/permits/permit-engine.ts";

// `npm run ask -- --address "1234 Elm St, Austin, TX 78701" "Do I need a permit for a 10x12 shed?"`
// Prints the answer the project chat would give for that address, as it streams, with the same
// settings as the server (a configured model, else the built-in permit engine).
const USAGE = 'usage: npm run ask -- --address "<street, city, state>" "<question>"';
const { values, positionals } = parseArgs({
  options: { address: { type: "string" } },
  allowPositionals: true,
});
const question = positionals.join(" ").trim();
if (!values.address?.trim() || !question) {
  console.error(USAGE);
  process.exit(2);
}

const env = parseEnv();
const kb = getKnowledgeBase();
const engine = createPermitEngine(kb, getGazetteer());
const answerer = createAnswerer({ env, kb, engine, log: createLogger("warn") });
const context = { address: values.address.trim() };
const grounding = engine.answer(question, context);
for await (const piece of answerer.stream({ question, context, grounding }))
  process.stdout.write(piece);
process.stdout.write("\n");
