import { build } from "./build.ts";
import { buildIsCurrent } from "./source-fingerprint.ts";

// `npm start`: build when the sources changed since the last build, then serve production.
if (!buildIsCurrent()) build();
process.env.NODE_ENV = "production";
await import("../src/server/index.ts");
