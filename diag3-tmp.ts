import { getGazetteer } from "./src/server/modules/addresses/gazetteer.ts";
import { getKnowledgeBase } from "./src/server/modules/permits/knowledge-base.ts";
import { createPermitEngine } from "./src/server/modules/permits/permit-engine.ts";
import { closestFacts, factIndex } from "./src/server/modules/permits/closest-facts.ts";
import { loadGoldenSet, GOLDEN_DIR, LOCAL_GOLDEN_DIR, normaliseFacts } from "./tests/answer-quality/golden-set.ts";
const kb = getKnowledgeBase();
const engine = createPermitEngine(kb, getGazetteer());
const index = factIndex(kb.local.flatMap((e) => e.facts));
for (const [name, dir] of [["mech", GOLDEN_DIR], ["local", LOCAL_GOLDEN_DIR]] as const)
for (const item of loadGoldenSet(dir)) {
  const ans = engine.answer(item.question, { address: item.address });
  const j = ans.jurisdiction as any;
  const facts = [...(j.local?.facts ?? []), ...(j.stateLocal?.facts ?? [])];
  const place = [j.city, j.county, j.state?.name, j.authority?.name].filter(Boolean).join(" ");
  const top = closestFacts(index, facts, item.question, place);
  const want = item.expect.facts.map(normaliseFacts);
  const contains = (f: any) => want.length > 0 && want.every((w) => normaliseFacts(f.text).includes(w));
  const rank = top.findIndex((t) => contains(t.fact));
  console.log([name, item.expect.answer, ans.headline, rank, (top[0]?.score ?? 0).toFixed(1), (top[1]?.score ?? 0).toFixed(1), item.id].join("\t"));
}
