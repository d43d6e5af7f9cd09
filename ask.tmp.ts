import { getGazetteer } from "./src/server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "./src/server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "./src/server/modules/permits/permit-engine.ts";
const e = createPermitEngine(getKnowledgeBase(), getGazetteer());
const [address, ...q] = process.argv.slice(2);
const a = e.answer(q.join(" "), { address });
console.log(`[${a.headline}/${a.language}]\n` + a.markdown);
