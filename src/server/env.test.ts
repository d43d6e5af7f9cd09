import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_ADDRESS_PLACEHOLDER } from "#shared/site-address.ts";
import { describeFallbacks, parseEnv, parsePageSiteAddress, testCheckoutAllowed } from "./env.ts";

describe("parseEnv", () => {
  it("falls back to the embedded defaults and says so once per part", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(describeFallbacks(env)).toEqual([
      `DATABASE_URL is not set: using the embedded database (PGlite) in ${env.DATA_DIR}`,
      "AUTH_SECRET is not set: using a secret generated once and kept in the database",
      "SMTP_URL is not set: e-mails are written to the log and the outbox table",
      "GOOGLE_CLIENT_ID is not set: Google sign-in is off",
      "STRIPE_SECRET_KEY is not set: purchases use the built-in TEST checkout (no card is charged)",
      "GOOGLE_MAPS_API_KEY and PHOTON_URL are not set: address suggestions use the offline US gazetteer",
      "OPENAI_API_KEY is not set: answers come from the built-in permit engine over the knowledge base",
      "PROPERTY_API_KEY is not set: property details give only what the offline gazetteer knows",
    ]);
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
  });

  it("notes nothing for the parts that are configured", () => {
    const env = parseEnv({
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/permitlm",
      AUTH_SECRET: "x".repeat(32),
      SMTP_URL: "smtp://mail.example.com:587",
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      PHOTON_URL: "http://photon:2322",
      PROPERTY_API_KEY: "rentcast-key",
      OPENAI_API_KEY: "sk-test",
      PUBLIC_URL: "https://permitlm.example/",
    });
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/permitlm");
    expect(env.PUBLIC_URL).toBe("https://permitlm.example");
    expect(describeFallbacks(env)).toEqual([]);
  });

  it("gives pages prerendered outside a production build the server's site address", () => {
    expect(parsePageSiteAddress({})).toBe("http://localhost:3000");
    expect(parsePageSiteAddress({ PORT: "4000", PUBLIC_URL: "" })).toBe("http://localhost:4000");
    expect(parsePageSiteAddress({ PUBLIC_URL: "https://permitlm.example/" })).toBe(
      parseEnv({ PUBLIC_URL: "https://permitlm.example/" }).PUBLIC_URL,
    );
  });

  it("gives a production build's pages the placeholder, whatever the port or address", () => {
    for (const settings of [{}, { PORT: "4000" }, { PUBLIC_URL: "https://permitlm.example" }])
      expect(parsePageSiteAddress({ ...settings, NODE_ENV: "production" })).toBe(
        SITE_ADDRESS_PLACEHOLDER,
      );
  });

  it("allows the test checkout only on this machine, unless told otherwise", () => {
    expect(testCheckoutAllowed(parseEnv({}))).toBe(true);
    expect(testCheckoutAllowed(parseEnv({ PUBLIC_URL: "http://127.0.0.1:4000" }))).toBe(true);
    const site = parseEnv({ PUBLIC_URL: "https://permitlm.example" });
    expect(testCheckoutAllowed(site)).toBe(false);
    expect(describeFallbacks(site)).toContain(
      "STRIPE_SECRET_KEY is not set and https://permitlm.example is not on this machine: purchases are OFF (TEST_CHECKOUT=on would allow the built-in test checkout, which grants credits without a card)",
    );
    expect(
      testCheckoutAllowed(
        parseEnv({ PUBLIC_URL: "https://permitlm.example", TEST_CHECKOUT: "on" }),
      ),
    ).toBe(true);
    expect(testCheckoutAllowed(parseEnv({ TEST_CHECKOUT: "off" }))).toBe(false);
    expect(() => parseEnv({ TEST_CHECKOUT: "yes" })).toThrow(/TEST_CHECKOUT/);
  });

  it("refuses half a provider configuration", () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ AUTH_SECRET: "too short" })).toThrow(/AUTH_SECRET/);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "  " }).DATABASE_URL).toBeUndefined();
  });

  it("refuses settings that are not valid, naming each", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY/);
  });

  it("takes as PUBLIC_URL only an address the pages can carry as it is", () => {
    for (const address of [
      "http://127.0.0.1:7100",
      "https://permitlm.example/app/",
      "http://[::1]:80",
    ])
      expect(parseEnv({ PUBLIC_URL: address }).PUBLIC_URL).toBe(address.replace(/\/$/, ""));
    for (const address of [
      "ftp://permitlm.example",
      "https://permitlm.example/?a=1&b=2",
      "https://permitlm.example/#top",
      'https://permitlm.example/"',
      "https://permitlm.example/<x>",
    ])
      expect(() => parseEnv({ PUBLIC_URL: address }), address).toThrow(/PUBLIC_URL/);
  });
});
