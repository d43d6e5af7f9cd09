/**
 * The page addresses the browser renders (not prerendered: they need the user's session or
 * data), as URLPattern pathnames. Any other address that no prerendered page has is unknown:
 * the server answers it 404, with the app's "not found" page. A test keeps this list and the
 * route table (`src/web/routes.ts`) in step.
 */
export const CLIENT_RENDERED_PAGES = [
  "/permits/search",
  "/municipality-search",
  "/document-processing",
  "/auth/reset-password",
  "/account",
  "/account/receipts/:id",
  "/checkout/test/:id",
  "/checkout/success",
  "/checkout/cancel",
  "/project-setup-chat{/:projectId}?{/:sessionId}?",
  "/projects",
  "/projects/create",
  "/checklist/:state",
] as const;

/**
 * Routes whose pages are all prerendered from content (every guide, tag, resource and user-guide topic): an
 * address under them that was not prerendered names no content and is unknown.
 */
export const CONTENT_PAGE_ROUTES = [
  "/blog/:slug",
  "/blog/category/:category",
  "/blog/tag/:tag",
  "/resources/:slug",
  "/docs/:slug",
] as const;

const patterns = CLIENT_RENDERED_PAGES.map((pathname) => new URLPattern({ pathname }));

/** Whether a path is one of the pages the browser renders (a trailing slash allowed). */
export function isClientRenderedPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return patterns.some((pattern) => pattern.test({ pathname: path }));
}
