import { defineConfig } from "vitest/config";

// The integration suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL
// names a server we may create databases on (each run makes and drops its own database).
const integrationDatabases = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core idle): the integration files mostly
    // wait on databases and server processes, so two cores run two files well.
    maxWorkers: "100%",
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
            "tests/answer-quality/*.test.ts",
          ],
          exclude: ["**/*.integration.test.ts"],
        },
      },
      {
        test: {
          name: "component",
          environment: "jsdom",
          include: ["src/web/**/*.test.tsx"],
          setupFiles: ["tests/helpers/setup-dom.ts"],
        },
      },
      ...integrationDatabases.map((database) => ({
        test: {
          name: `integration:${database}`,
          environment: "node",
          include: ["src/**/*.integration.test.ts", "tests/*.integration.test.ts"],
          env: { TEST_DATABASE: database },
          setupFiles: ["tests/helpers/ledger-invariant.setup.ts"],
          // The files share one module graph per worker (each still makes its own database and
          // app): importing the server for each file cost about 3 s, 40% of this suite's time.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
