import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PERMIT_EXAMPLES_FILE } from "#shared/examples.ts";
import { getGazetteer } from "#server/modules/addresses/gazetteer.ts";
import { buildPermitExamples } from "#server/modules/examples/permit-examples.ts";
import { getKnowledgeBase } from "#server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "#server/modules/permits/permit-engine.ts";

/**
 * Asks the permit engine the /examples gallery's questions and writes its answers for the
 * prerenderer. The web may not import the server (eslint), and the page's loader runs in React
 * Router's build, a separate process; so the build runs the engine here first and hands the
 * result over as a file, which the page's loader reads (src/content/examples.server.ts).
 */
export function writePermitExamples(file = PERMIT_EXAMPLES_FILE): number {
  const kb = getKnowledgeBase();
  const examples = buildPermitExamples(kb, createPermitEngine(kb, getGazetteer()));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(examples, null, 2)}\n`);
  return examples.length;
}

if (import.meta.main) console.info(`[permitlm] ${writePermitExamples()} permit examples written`);
