import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { getGazetteer } from "../src/server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "../src/server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "../src/server/modules/permits/permit-engine.ts";
import { setting, summary } from "./stats.ts";

// `npm run bench:engine`: the built-in permit engine over the developers' question set, in
// process: time to the first streamed piece and to the whole answer, as percentiles.
const ROUNDS = setting("BENCH_ROUNDS", 20);
const questions: { question: string; address: string }[] = parse(
  readFileSync(new URL("../tests/fixtures/permit-questions.yaml", import.meta.url), "utf8"),
);

const loadStarted = performance.now();
const engine = createPermitEngine(getKnowledgeBase(), getGazetteer());
const loadMs = performance.now() - loadStarted;

const firstPiece: number[] = [];
const whole: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const { question, address } of questions) {
    const started = performance.now();
    let first = 0;
    for await (const _piece of engine.stream(question, { address })) {
      if (!first) first = performance.now() - started;
    }
    // The first round warms the JIT and is not counted.
    if (round === 0) continue;
    firstPiece.push(first);
    whole.push(performance.now() - started);
  }
}
console.log(`knowledge base and gazetteer loaded in ${loadMs.toFixed(0)} ms`);
console.log(`${whole.length} answers (${questions.length} questions × ${ROUNDS - 1} rounds)`);
console.log(`first piece ms: ${summary(firstPiece)}`);
console.log(`whole answer ms: ${summary(whole)}`);
