import path from "node:path";
import { defineConfig } from "vite";

/**
 * Builds the islands: small standalone scripts for static pages that need a little
 * interactivity but not the router (docs/decisions/004-prerendering.md). Their names are
 * stable (the prerendered HTML points at them), so the server serves them with `no-cache`.
 */
export default defineConfig({
  build: {
    // Into the build scripts/build.ts is making (react-router.config.ts).
    outDir: path.join(process.env.PERMITLM_BUILD_OUTPUT ?? "build", "client/islands"),
    emptyOutDir: true,
    copyPublicDir: false,
    rollupOptions: {
      // Radix marks its modules "use client"; that directive means nothing in a browser bundle.
      onLog: (level, log, handler) => {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
      input: {
        waitlist: "src/web/islands/waitlist.tsx",
        article: "src/web/islands/article.tsx",
        "permit-check": "src/web/islands/permit-check.tsx",
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
