import { z } from "zod";

// Zod checks once whether it may compile parsers with `new Function`; under the site's
// Content-Security-Policy (no 'unsafe-eval') that probe is a policy violation the browser logs
// on every page. The browser's parsing is small: it runs without compiled parsers. Imported first
// by each browser entry (the app's root and each island).
z.config({ jitless: true });
