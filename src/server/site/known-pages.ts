import { isClientRenderedPage } from "#shared/page-paths.ts";
import { findStateBySlug, type KnowledgeBase } from "../modules/permits/knowledge-base.ts";

/**
 * Whether an address that no prerendered page has is still a page: one the browser renders,
 * and for a state checklist, a state the knowledge base has.
 */
export function createKnownPageCheck(knowledge: KnowledgeBase) {
  return (pathname: string): boolean => {
    const state = /^\/checklist\/([^/]+)\/?$/.exec(pathname)?.[1];
    if (state !== undefined)
      return findStateBySlug(knowledge, decodeURIComponent(state)) !== undefined;
    return isClientRenderedPage(pathname);
  };
}
