import { ensureBuild } from "./build.ts";

// `npm start`: build when the sources changed since the last build, then serve production.
ensureBuild();
process.env.NODE_ENV = "production";
await import("../src/server/index.ts");
