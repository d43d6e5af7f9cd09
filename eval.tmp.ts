import { getGazetteer } from "./src/server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "./src/server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "./src/server/modules/permits/permit-engine.ts";
import { loadGoldenSet, scoreGoldenSet } from "./tests/answer-quality/golden-set.ts";
const card = scoreGoldenSet(createPermitEngine(getKnowledgeBase(), getGazetteer()), loadGoldenSet());
const filter = process.argv[2];
for (const s of card.failures) {
  if (filter && !s.item.category.includes(filter) && !s.item.id.includes(filter)) continue;
  const j = s.answer.jurisdiction;
  console.log(`${s.item.id} [${s.item.category}] ${s.headline ? "" : `ANS ${s.answer.headline}≠${s.item.expect.answer} `}${s.jurisdiction ? "" : `JUR ${j.authority?.name}/${j.status}≠${s.item.expect.jurisdiction.authority}/${s.item.expect.jurisdiction.kind} `}${s.language ? "" : "LANG "}${s.missingFacts.length ? "FACTS " + JSON.stringify(s.missingFacts) : ""}\n    Q: ${s.item.question.slice(0, 140)} @ ${s.item.address}`);
}
console.log(card.passed, card.total);
