import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/architecture.md): shared → features → routes, one way.
 * - src/shared imports nothing from the app;
 * - src/server never imports src/web;
 * - src/web imports src/server only as `import type` (for AppType);
 * - web/components and web/lib import no feature and no route;
 * - a feature imports no other feature and no route (it leaves its folder only through `#web/…`).
 */
const restrict = (...patterns) => ({
  "@typescript-eslint/no-restricted-imports": ["error", { patterns }],
});
const forbid = (regex, message, allowTypeImports = false) => ({ regex, message, allowTypeImports });

const FEATURES = readdirSync(new URL("./src/web/features", import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const RELATIVE_TO_OTHER_ROOT = "^(\\.\\./)+(shared|server|web)(/|$)";

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
    files: ["src/shared/**"],
    rules: restrict(
      forbid("^#(server|web)/", "src/shared imports nothing from the app."),
      forbid(RELATIVE_TO_OTHER_ROOT, "src/shared imports nothing from the app."),
    ),
  },
  {
    files: ["src/server/**"],
    rules: restrict(
      forbid("^#web/", "The server never imports the web app."),
      forbid(RELATIVE_TO_OTHER_ROOT, "Use #shared/… to import shared code."),
    ),
  },
  {
    files: ["src/web/**"],
    rules: restrict(
      forbid("^#server/", "The web app imports the server only as `import type`.", true),
      forbid(RELATIVE_TO_OTHER_ROOT, "Use #shared/… or #web/… to leave src/web."),
    ),
  },
  {
    files: ["src/web/components/**", "src/web/lib/**"],
    rules: restrict(
      forbid("^#server/", "The web app imports the server only as `import type`.", true),
      forbid("^#web/(features|routes)/", "Shared web code imports no feature and no route."),
      forbid(RELATIVE_TO_OTHER_ROOT, "Use #shared/… or #web/… to leave src/web."),
    ),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**`],
    rules: restrict(
      forbid("^#server/", "The web app imports the server only as `import type`.", true),
      forbid(
        `^#web/(routes/|features/(?!${feature}/))`,
        "A feature imports no other feature and no route.",
      ),
      forbid("^\\.\\./\\.\\./", "Leave a feature only through #web/… or #shared/…."),
    ),
  })),
);
