import path from "node:path";
import { defineConfig } from "vite";

/**
 * Builds `/widget.js`, the loader other sites paste (src/web/widget/widget.ts): one classic
 * script (IIFE), not a module, because a pasted `<script async>` tag is the whole integration and
 * `document.currentScript` (which finds the tag's options) is null in modules. The entry exports
 * nothing, so the script defines no global. scripts/widget-budget.ts fails the build when the
 * loader or the embed page grows past its budget.
 */
export default defineConfig({
  publicDir: false,
  build: {
    // Into the build scripts/build.ts is making (react-router.config.ts).
    outDir: path.join(process.env.PERMITLM_BUILD_OUTPUT ?? "build", "client"),
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2020",
    modulePreload: false,
    rollupOptions: {
      input: "src/web/widget/widget.ts",
      output: { format: "iife", entryFileNames: "widget.js" },
    },
  },
});
