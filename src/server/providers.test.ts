import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { createLogger } from "./lib/logger.ts";
import { type ProviderLabel, createAddressProvider, createMailProvider } from "./providers.ts";

/** Nothing listens on port 1 of this machine: every call there fails at once. */
const NOWHERE = "http://127.0.0.1:1";

describe("providers tell each failed call to onProviderError, with their label", () => {
  const log = createLogger("silent");

  it("counts a failed address suggestion as `address` and still throws", async () => {
    const told: ProviderLabel[] = [];
    const addresses = createAddressProvider(parseEnv({ PHOTON_URL: NOWHERE }), {
      log,
      onProviderError: (provider) => told.push(provider),
    });
    expect(addresses.kind).toBe("photon");
    await expect(addresses.suggest({ input: "1234 Elm St, Austin" })).rejects.toThrow();
    expect(told).toEqual(["address"]);
  });

  it("counts a failed SMTP delivery as `mail`; the log provider never fails", async () => {
    const told: ProviderLabel[] = [];
    const options = { log, onProviderError: (provider: ProviderLabel) => told.push(provider) };
    const smtp = createMailProvider(parseEnv({ SMTP_URL: "smtp://127.0.0.1:1" }), options);
    const message = { to: "a@example.com", subject: "Hi", text: "Hello" };
    await expect(smtp.deliver(message)).rejects.toThrow();
    expect(told).toEqual(["mail"]);
    expect(createMailProvider(parseEnv({}), options).kind).toBe("log");
  });
});
