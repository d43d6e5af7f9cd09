import { mountWhenReady } from "./widget-loader.ts";

// The entry of /widget.js (vite.widget.config.ts). While a classic script runs, `currentScript`
// is its own tag, so every pasted tag mounts its own frame with its own options.
const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) mountWhenReady(script);
