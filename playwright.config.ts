import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.ts";

/** The suite's first port; E2E_PORT_BASE moves all of them, for two checkouts on one machine. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4173);
const PORT = PORT_BASE;
/** A second server that answers through a configured model: the OpenAI stand-in. */
const MODEL_PORT = PORT_BASE + 1;
export const STAND_IN_PORT = PORT_BASE + 26;
export const E2E_DATA_DIR = "test-results/e2e-data";
export const E2E_MODEL_DATA_DIR = "test-results/e2e-data-model";
/** Specs that run against the model-mode server only. */
const MODEL_SPECS = /chat-model\.spec\.ts/;
/**
 * Two server processes on one PostgreSQL database (the deploy's shape), each at its own port:
 * the cross-process spec runs when scripts/e2e.ts made that database (TEST_DATABASE_URL set).
 */
export const CLUSTER_PORTS = [PORT_BASE + 2, PORT_BASE + 3] as const;
const CLUSTER_SPECS = /cross-process\.spec\.ts/;
const clusterDatabaseUrl = process.env.E2E_CLUSTER_DATABASE_URL;

function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The e2e suite signs in and looks addresses up many times from one address; the limits
    // themselves are tested elsewhere.
    SIGN_IN_RATE_LIMIT: "1000",
    LOOKUP_RATE_LIMIT: "100000",
    CONTACT_RATE_LIMIT: "100000",
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...extra,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // The longest flows (sign-up, purchase in a second tab, chat, reload) take about 30 s on a quiet
  // machine and near 60 s on a busy one (a CI run beside other work timed two of them out at
  // 60 s): a test may use at most a third of its time-out on a quiet machine.
  timeout: 180_000,
  // Two cores run the servers, the build's browsers and two workers at once: a page can take more
  // than the default 5 s to show its data. Speed is measured in bench/, not here.
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      testIgnore: [MODEL_SPECS, CLUSTER_SPECS],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      testIgnore: [MODEL_SPECS, CLUSTER_SPECS],
      // What a screen cannot change runs once, on the desktop (fixtures.ts ANY_DEVICE).
      grepInvert: /@any-device/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: "chromium",
      },
    },
    {
      name: "model",
      testMatch: MODEL_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${MODEL_PORT}`,
      },
    },
    ...(clusterDatabaseUrl
      ? [
          {
            name: "cluster",
            testMatch: CLUSTER_SPECS,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1280, height: 800 },
              baseURL: `http://127.0.0.1:${CLUSTER_PORTS[0]}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node src/server/index.ts",
      url: `http://127.0.0.1:${PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(PORT, E2E_DATA_DIR),
    },
    {
      command: "node tests/helpers/openai-stand-in-server.ts",
      port: STAND_IN_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { STAND_IN_PORT: String(STAND_IN_PORT), STAND_IN_KEY: "sk-e2e" },
    },
    {
      command: "node src/server/index.ts",
      url: `http://127.0.0.1:${MODEL_PORT}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(MODEL_PORT, E2E_MODEL_DATA_DIR, {
        OPENAI_API_KEY: "sk-e2e",
        OPENAI_BASE_URL: `http://127.0.0.1:${STAND_IN_PORT}/v1`,
        CHAT_MODEL: "e2e-model",
        // The user sees a model failure as "Message Failed" (ADR 011) rather than an engine answer.
        CHAT_ENGINE_FALLBACK: "false",
      }),
    },
    // Playwright starts these one after the other: the first migrates the empty database.
    // (Processes starting together is tested by tests/two-processes.integration.test.ts.)
    ...(clusterDatabaseUrl
      ? CLUSTER_PORTS.map((port) => ({
          command: "node src/server/index.ts",
          url: `http://127.0.0.1:${port}/readyz`,
          reuseExistingServer: false,
          timeout: 60_000,
          env: serverEnv(port, "unused", { DATABASE_URL: clusterDatabaseUrl }),
        }))
      : []),
  ],
});
