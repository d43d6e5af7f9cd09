import path from "node:path";
import { z } from "zod";
import { SITE_ADDRESS_PLACEHOLDER } from "#shared/site-address.ts";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  TRUST_PROXY: booleanFlag,
  BUILD_DIR: z.string().default("./build/client"),
  WAITLIST_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  WAITLIST_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Address suggestions, property details and permit reports one client address (and one
   * signed-in user) may ask for a minute; past it, 429 with Retry-After.
   */
  LOOKUP_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** Calls one API key may make a minute (`/api/v1`); past it, 429 with Retry-After. */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Contact-page messages one client address (and one signed-in user) may send an hour. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Bearer token for `GET /metrics`; without it only this machine (loopback) may read them. */
  METRICS_TOKEN: optionalText,
  /**
   * A chat answer still pending this long was abandoned (its server process died): it is
   * refunded. Longer than any answer can take (the model's own time limit is two minutes).
   */
  CHAT_ABANDONED_AFTER_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * The address users reach the site at; links in e-mails and payment return URLs use it, and the
   * server writes it into the pages it serves (canonical links, Open Graph, JSON-LD), inside HTML
   * attributes and script strings as it is: so nothing there would have to escape.
   */
  PUBLIC_URL: optionalText
    .pipe(z.url().optional())
    .refine(
      (value) => value === undefined || /^https?:\/\/[\w\-.~:/@!$()*+,;=%[\]]+$/i.test(value),
      "an http:// or https:// address without a query, a fragment, spaces, quotes, <, >, & or \\",
    ),
  /** Signs sessions; at least 32 characters. Unset: one is generated and kept in the database. */
  AUTH_SECRET: optionalText.pipe(z.string().min(32).optional()),
  SIGNUP_BONUS_CREDITS: z.coerce.number().int().min(0).default(20),
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  SIGN_IN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * Sign-in attempts one account accepts an hour, from any number of addresses (so rotating
   * addresses cannot guess a password faster).
   */
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().positive().default(100),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(z.url().optional()),
  MAIL_FROM: z.string().default("PermitLM <no-reply@permitlm.local>"),
  /** Where the contact page's messages go. */
  SUPPORT_EMAIL: z.email().default("support@permitlm.local"),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /**
   * The built-in test checkout (credits without a card) where Stripe is not configured: on by
   * default only for a site on this machine (a loopback PUBLIC_URL); `on` allows it anywhere.
   */
  TEST_CHECKOUT: optionalText.pipe(z.enum(["on", "off"]).optional()),
  /** Only to point the Stripe client at a stand-in server (tests); production leaves it unset. */
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  /** Address suggestions from Google Places Autocomplete (New). */
  GOOGLE_MAPS_API_KEY: optionalText,
  /** Only to point the Places client at a stand-in server (tests). */
  GOOGLE_PLACES_API_URL: optionalText.pipe(z.url().optional()),
  /** Address suggestions from a self-hosted Photon, e.g. http://photon:2322 (used without Google). */
  PHOTON_URL: optionalText.pipe(z.url().optional()),
  /** Property facts (type, year built, size, last sale) from the RentCast property-records API. */
  PROPERTY_API_KEY: optionalText,
  PROPERTY_API_URL: z.url().default("https://api.rentcast.io/v1"),
  /** Answers from an OpenAI-compatible model (either setting turns model mode on). */
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url().optional()),
  /** A reasoning model dated 2025-04-16 by default, and the same as the fallback. */
  CHAT_MODEL: z.string().trim().min(1).default("o4-mini-2025-04-16"),
  CHAT_FALLBACK_MODEL: optionalText,
  /**
   * When every configured model fails before answering, the built-in engine answers instead
   * (default). `false` makes the failure the user's "Message Failed", refunded.
   */
  CHAT_ENGINE_FALLBACK: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => value !== "false" && value !== "0"),
  /**
   * Where uploaded documents are kept: a local directory by default (DOCUMENTS_DIR, else
   * DATA_DIR/documents), an S3-compatible bucket when S3_BUCKET is set.
   */
  DOCUMENTS_DIR: optionalText,
  S3_BUCKET: optionalText,
  /** An S3-compatible server's address (MinIO, R2, …); AWS's own endpoint when unset. */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type Env = Omit<z.infer<typeof envSchema>, "PUBLIC_URL" | "DOCUMENTS_DIR"> & {
  PUBLIC_URL: string;
  DOCUMENTS_DIR: string;
};

const siteAddressSchema = envSchema.pick({ PUBLIC_URL: true, PORT: true, NODE_ENV: true });

/** PUBLIC_URL without its trailing slash; unset, this machine on PORT. */
const siteAddress = (env: z.infer<typeof siteAddressSchema>) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");

/**
 * The address prerendered pages carry: in a production build the placeholder that the server
 * replaces with its own PUBLIC_URL as it serves each page (ADR 027), so the build depends on
 * neither PUBLIC_URL nor PORT; elsewhere (the dev server, tests) the site's address itself.
 */
export function parsePageSiteAddress(source: NodeJS.ProcessEnv = process.env): string {
  const settings = siteAddressSchema.parse(source);
  return settings.NODE_ENV === "production" ? SITE_ADDRESS_PLACEHOLDER : siteAddress(settings);
}

/** The one place that reads `process.env`; everything else receives the parsed `Env`. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid settings:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      "Invalid settings:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together.",
    );
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new Error(
      "Invalid settings:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together.",
    );
  }
  if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      "Invalid settings:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
    );
  }
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    DOCUMENTS_DIR: path.resolve(env.DOCUMENTS_DIR ?? path.join(env.DATA_DIR, "documents")),
    PUBLIC_URL: siteAddress(env),
  };
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/**
 * Whether the built-in test checkout may grant credits: only without Stripe, and only for a site
 * on this machine unless TEST_CHECKOUT=on (on a public site it would give credits to anyone).
 */
export function testCheckoutAllowed(env: Env): boolean {
  if (env.STRIPE_SECRET_KEY || env.TEST_CHECKOUT === "off") return false;
  return env.TEST_CHECKOUT === "on" || LOOPBACK_HOSTS.has(new URL(env.PUBLIC_URL).hostname);
}

/**
 * Each outside part that is not configured falls back to its embedded default, and says so once
 * at boot, as a console note.
 */
export function describeFallbacks(env: Env): string[] {
  const notes: string[] = [];
  if (!env.DATABASE_URL) {
    notes.push(`DATABASE_URL is not set: using the embedded database (PGlite) in ${env.DATA_DIR}`);
  }
  if (!env.AUTH_SECRET) {
    notes.push("AUTH_SECRET is not set: using a secret generated once and kept in the database");
  }
  if (!env.SMTP_URL) {
    notes.push("SMTP_URL is not set: e-mails are written to the log and the outbox table");
  }
  if (!env.GOOGLE_CLIENT_ID) notes.push("GOOGLE_CLIENT_ID is not set: Google sign-in is off");
  if (!env.STRIPE_SECRET_KEY) {
    notes.push(
      testCheckoutAllowed(env)
        ? "STRIPE_SECRET_KEY is not set: purchases use the built-in TEST checkout (no card is charged)"
        : `STRIPE_SECRET_KEY is not set and ${env.PUBLIC_URL} is not on this machine: purchases are OFF (TEST_CHECKOUT=on would allow the built-in test checkout, which grants credits without a card)`,
    );
  }
  if (!env.GOOGLE_MAPS_API_KEY && !env.PHOTON_URL) {
    notes.push(
      "GOOGLE_MAPS_API_KEY and PHOTON_URL are not set: address suggestions use the offline US gazetteer",
    );
  }
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    notes.push(
      "OPENAI_API_KEY is not set: answers come from the built-in permit engine over the knowledge base",
    );
  }
  if (!env.PROPERTY_API_KEY) {
    notes.push(
      "PROPERTY_API_KEY is not set: property details give only what the offline gazetteer knows",
    );
  }
  return notes;
}
