import type { Config } from "@react-router/dev/config";
import { blogPagePaths } from "./src/content/guides.server.ts";
import { PRERENDERED_PATHS } from "./src/shared/site.ts";

// Public pages are prerendered to HTML at build time; the pages in CLIENT_RENDERED_PAGES are served
// the SPA fallback (`__spa-fallback.html`) and rendered in the browser, and any other address gets
// that page with status 404. See docs/decisions/004-prerendering.md.
export default {
  appDirectory: "src/web",
  // scripts/build.ts builds in a folder of its own (PERMITLM_BUILD_OUTPUT), then moves it in place.
  buildDirectory: process.env.PERMITLM_BUILD_OUTPUT ?? "build",
  ssr: false,
  prerender: () => [...new Set([...PRERENDERED_PATHS, ...blogPagePaths()])],
} satisfies Config;
