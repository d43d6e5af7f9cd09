import { describe, expect, it } from "vitest";
import routes from "#web/routes.ts";
import {
  CLIENT_RENDERED_PAGES,
  CONTENT_PAGE_ROUTES,
  isClientRenderedPage,
} from "#shared/page-paths.ts";
import { PRERENDERED_PATHS } from "#shared/site.ts";

type RouteEntry = { path?: string; children?: RouteEntry[] };

/** Every route's full path, in React Router's syntax. */
function pathsOf(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [path]), ...pathsOf(entry.children ?? [], path)];
  });
}

/** React Router's optional segment `/:id?` in URLPattern's syntax `{/:id}?`. */
const asUrlPattern = (path: string) => path.replace(/\/:(\w+)\?/g, "{/:$1}?");

describe("page addresses", () => {
  it("know every route of the app: prerendered, from content, or rendered by the browser", () => {
    const known = new Set<string>([
      ...PRERENDERED_PATHS,
      ...CONTENT_PAGE_ROUTES,
      ...CLIENT_RENDERED_PAGES,
      "/*",
    ]);
    const routePaths = pathsOf(routes as RouteEntry[]).map(asUrlPattern);
    expect(routePaths.filter((path) => !known.has(path))).toEqual([]);
    // And no listed page is gone from the app.
    expect(CLIENT_RENDERED_PAGES.filter((path) => !routePaths.includes(path))).toEqual([]);
  });

  it.each([
    ["/projects", true],
    ["/projects/", true],
    ["/project-setup-chat", true],
    ["/project-setup-chat/p1/s1", true],
    ["/project-setup-chat/p1/s1/x", false],
    ["/account/receipts/abc", true],
    ["/account/receipts", false],
    ["/blog/no-such-post", false],
    ["/nowhere", false],
  ])("%s is a browser-rendered page: %s", (path, expected) => {
    expect(isClientRenderedPage(path)).toBe(expected);
  });
});
