import { getKnowledgeBase } from "./src/server/modules/permits/knowledge-base.ts";
import { createQuestionReader } from "./src/server/modules/permits/question-analysis.ts";
const read = createQuestionReader(getKnowledgeBase());
for (const q of process.argv.slice(2)) { const a = read(q); console.log(JSON.stringify({ read: a.read, form: a.form, lang: a.language, types: a.projectTypes.map(t => t.id), off: a.offTopic, area: a.areaSqFt, h: a.heightFt, att: a.attached, topics: [...a.topics] })); }
