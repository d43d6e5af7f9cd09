import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/architecture.md, docs/decisions/026-boundaries-by-path.md), checked on
 * the file an import RESOLVES to (through package.json "imports" and tsconfig), not on how it is
 * spelled, so `#web/…`, `../…` and any detour reach the same verdict:
 * - src/shared imports nothing from the app; src/server never imports src/web;
 * - src/web imports src/server only as `import type` (for AppType);
 * - in the server, lib and db are below the modules and import none; a module imports no other
 *   module's routes (*.routes.ts);
 * - web: shared → features → routes, one way: web/components and web/lib import no feature and
 *   no route; a feature imports no other feature and no route;
 * - src has no import cycles (type-only imports excepted: they vanish at run time);
 * - every import in src resolves, so none escapes these checks unjudged.
 */
const subfolders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A glob zone's exceptions are matched as they are: absolute. */
const absolute = (path) => fileURLToPath(new URL(path, import.meta.url));

const FEATURES = subfolders("./src/web/features");
const MODULES = subfolders("./src/server/modules");

const zone = (target, from, message, except) => ({
  target,
  from,
  message,
  ...(except && { except }),
});

const BOUNDARIES = [
  zone("src/shared", ["src/server", "src/web"], "src/shared imports nothing from the app."),
  zone("src/server", "src/web", "The server never imports the web app."),
  zone(
    "src/server/lib",
    "src/server/modules",
    "src/server/lib is below the modules: it imports none (pass what it needs in).",
  ),
  zone(
    "src/server/db",
    "src/server/modules",
    "src/server/db is below the modules: it imports none.",
  ),
  ...MODULES.map((module) =>
    zone(
      `src/server/modules/${module}`,
      "src/server/modules/*/**/*.routes.ts",
      "A module imports no other module's routes: share a service, not a route.",
      [absolute(`./src/server/modules/${module}/**`)],
    ),
  ),
  zone(
    ["src/web/components", "src/web/lib"],
    ["src/web/features", "src/web/routes"],
    "Shared web code imports no feature and no route.",
  ),
  ...FEATURES.map((feature) =>
    zone(
      `src/web/features/${feature}`,
      "src/web/features",
      "A feature imports no other feature and no route.",
      [`./${feature}`],
    ),
  ),
  zone("src/web/features", "src/web/routes", "A feature imports no other feature and no route."),
];

/** The web app may import the server's types (AppType), never its code. */
const VALUE_BOUNDARIES = [
  zone("src/web", "src/server", "The web app imports the server only as `import type`."),
];

/** `rule`, blind to `import type` / `export type … from`: they vanish at run time. */
const valueImportsOnly = (rule) => ({
  ...rule,
  create(context) {
    const listeners = rule.create(context);
    const typeOnly = (node) => node.importKind === "type" || node.exportKind === "type";
    return Object.fromEntries(
      Object.entries(listeners).map(([selector, listener]) => [
        selector,
        (node, ...rest) => (typeOnly(node) ? undefined : listener(node, ...rest)),
      ]),
    );
  },
});

/** How imports are spelled (not a boundary): leave a source root through its #alias. */
const RELATIVE_TO_OTHER_ROOT = {
  regex: "^(\\.\\./)+(shared|server|web)(/|$)",
  message: "Leave a source root through #shared/…, #server/… or #web/….",
};
const LEAVE_FEATURE_BY_ALIAS = {
  regex: "^\\.\\./\\.\\./",
  message: "Leave a feature only through #web/… or #shared/….",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: {
      "import-x": importX,
      local: {
        rules: {
          "no-restricted-value-paths": valueImportsOnly(importX.rules["no-restricted-paths"]),
        },
      },
    },
    settings: {
      // no-cycle follows imports into .ts/.tsx files: parse them as TypeScript.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createTypeScriptImportResolver({ project: absolute("./tsconfig.json") }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: BOUNDARIES, basePath: import.meta.dirname },
      ],
      "local/no-restricted-value-paths": [
        "error",
        { zones: VALUE_BOUNDARIES, basePath: import.meta.dirname },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // A boundary can only judge an import it resolves: every import must.
      "import-x/no-unresolved": "error",
      "@typescript-eslint/no-restricted-imports": ["error", { patterns: [RELATIVE_TO_OTHER_ROOT] }],
    },
  },
  {
    // Type-aware, so the slowest rules here: src only (its own tests included), not tests/,
    // scripts/ or bench/.
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    files: ["src/web/features/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [RELATIVE_TO_OTHER_ROOT, LEAVE_FEATURE_BY_ALIAS] },
      ],
    },
  },
);
