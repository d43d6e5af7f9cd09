import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/helpers/chromium.ts";

const PORT = 4173;
export const E2E_DATA_DIR = "test-results/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e",
  fullyParallel: true,
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
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        defaultBrowserType: "chromium",
      },
    },
  ],
  webServer: {
    command: "node src/server/index.ts",
    url: `http://127.0.0.1:${PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // The e2e suite signs in many times from one address; the limit itself is tested elsewhere.
      SIGN_IN_RATE_LIMIT: "1000",
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: E2E_DATA_DIR,
      LOG_LEVEL: "warn",
    },
  },
});
