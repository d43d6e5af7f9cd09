import { getKnowledgeBase } from "./src/server/modules/permits/knowledge-base.ts";
const kb = getKnowledgeBase();
console.log(kb.local.length, kb.local.reduce((n, e) => n + e.facts.length, 0), kb.amendments.length);
console.log(kb.local.filter(e=>e.state==="CO").map(e=>e.authority));
