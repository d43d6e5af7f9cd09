import type { KnowledgeBase } from "../permits/knowledge-base.ts";

/** Work the knowledge base expects no documents for ("Usually none"): nothing to check. */
const NO_DOCUMENTS = /^usually none\b/i;

/** The kinds of work a document check knows: every project type whose application has documents. */
export function checkableProjectTypes(kb: KnowledgeBase) {
  return kb.projectTypes
    .filter((type) => !NO_DOCUMENTS.test(type.documents[0] ?? ""))
    .toSorted((a, b) => a.name.localeCompare(b.name));
}
