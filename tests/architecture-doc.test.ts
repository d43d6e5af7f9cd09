import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import routes from "#web/routes.ts";

// docs/architecture.md describes the code as built. Its API and page tables are checked here
// against the app's own route tables, both ways: a new route needs its row, and a row whose
// route is gone fails too.

const ARCHITECTURE = readFileSync(new URL("../docs/architecture.md", import.meta.url), "utf8");

/** The lines of the section under `heading`, up to the next heading of the same or a higher level. */
function section(markdown: string, heading: string): string[] {
  const lines = markdown.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`architecture.md has no "${heading}"`);
  const level = heading.indexOf(" ");
  const end = lines.findIndex(
    (line, index) =>
      index > start && /^#+ /.test(line) && line.indexOf(" ") <= level && line.startsWith("#"),
  );
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The first cell of every table row in these lines (header and rule rows included). */
function firstCells(lines: string[]): string[] {
  return lines
    .filter((line) => line.startsWith("|"))
    .map((line) => line.split(/(?<!\\)\|/)[1]?.trim() ?? "");
}

const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * The routes a table cell names: "`GET /healthz`, `GET /readyz`" and "`GET`, `POST /api/auth/*`"
 * both name two. A method counts for the next path after it; other words are prose.
 */
function routesInCell(cell: string): string[] {
  const named: string[] = [];
  let methods: string[] = [];
  for (const word of cell.replace(/`/g, " ").split(/[\s,]+/)) {
    if (METHODS.has(word)) methods.push(word);
    else if (word.startsWith("/") && methods.length > 0) {
      named.push(...methods.map((method) => `${method} ${word}`));
      methods = [];
    }
  }
  return named;
}

/** The paths a Pages table cell names: "`/`, `/coming-soon`". */
const pathsInCell = (cell: string) =>
  cell
    .replace(/`/g, " ")
    .split(/[\s,]+/)
    .filter((word) => word.startsWith("/"));

/**
 * The server's route table. Building the app touches no database or service (handlers read them
 * per request), so stand-ins do; middleware shows up as `ALL` and is left out.
 */
function serverRoutes(): string[] {
  const app = createApp({
    db: {} as never,
    env: {} as never,
    log: {} as never,
    services: {} as never,
  });
  const named = app.routes.filter((route) => route.method !== "ALL");
  return [...new Set(named.map((route) => `${route.method} ${route.path}`))].sort();
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page route's full path, in React Router's syntax (the index route is "/"). */
function pagePaths(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const own = entry.index ? [prefix || "/"] : entry.path === undefined ? [] : [path];
    return [...own, ...pagePaths(entry.children ?? [], path)];
  });
}

describe("docs/architecture.md", () => {
  it("reads a table cell's routes", () => {
    expect(routesInCell("`GET`, `POST /api/auth/*`")).toEqual([
      "GET /api/auth/*",
      "POST /api/auth/*",
    ]);
    expect(routesInCell("`GET /healthz`, `GET /readyz`")).toEqual(["GET /healthz", "GET /readyz"]);
    expect(routesInCell("`GET /api` (a page)")).toEqual(["GET /api"]);
    expect(routesInCell("Method and path")).toEqual([]);
  });

  it("lists every API route of the app in its HTTP API tables, and no route that is gone", () => {
    const documented = firstCells(section(ARCHITECTURE, "### HTTP API")).flatMap(routesInCell);
    const actual = serverRoutes();
    const api = actual.filter((route) => route.split(" ")[1]!.startsWith("/api"));
    // Better Auth's endpoints are one route of ours (`/api/auth/*`); a row may name one of them.
    const exists = (route: string) => {
      const [method, path] = route.split(" ") as [string, string];
      return (
        actual.includes(route) ||
        (path.startsWith("/api/auth/") && actual.includes(`${method} /api/auth/*`))
      );
    };
    expect({
      "routes without a row": api.filter((route) => !documented.includes(route)),
      "rows without a route": documented.filter((route) => !exists(route)),
    }).toEqual({ "routes without a row": [], "rows without a route": [] });
  });

  it("lists every page of the web app in its Pages table, and no page that is gone", () => {
    const documented = firstCells(section(ARCHITECTURE, "### Pages")).flatMap(pathsInCell);
    // The catch-all route is the table's "anything else".
    const actual = pagePaths(routes as RouteEntry[]).filter((path) => path !== "/*");
    expect({
      "pages without a row": actual.filter((path) => !documented.includes(path)),
      "rows without a page": documented.filter((path) => !actual.includes(path)),
    }).toEqual({ "pages without a row": [], "rows without a page": [] });
  });
});
