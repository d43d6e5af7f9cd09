import { getKnowledgeBase } from "../modules/permits/knowledge-base.ts";
import { staleFacts } from "../modules/permits/knowledge-coverage.ts";

// `npm run kb:stale [-- --on YYYY-MM-DD]`: the local and state facts past their review date
// (a year after their as-of date unless set), oldest first. Exits 0: a stale fact is work to do,
// not a broken build.
const on = process.argv.indexOf("--on");
const today = (on > 0 ? process.argv[on + 1] : undefined) ?? new Date().toISOString().slice(0, 10);
const stale = staleFacts(getKnowledgeBase(), today);
for (const fact of stale)
  console.info(`${fact.reviewDue}  ${fact.place}: ${fact.id} (as of ${fact.asOf}) ${fact.url}`);
console.info(`${stale.length} fact(s) past their review date on ${today}`);
