import { sql } from "drizzle-orm";
import type { PropertyDetails } from "#shared/addresses.ts";
import type { ChatExtras } from "#shared/chat.ts";
import type { PackId, TransactionType } from "#shared/credits.ts";
import type { DocumentFinding, DocumentMimeType } from "#shared/documents.ts";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

export const waitlistSignups = pgTable("waitlist_signups", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased; the unique index is what rejects a second sign-up. */
  email: text("email").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters, kept in the database so every server process sees the same count. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

// ── Accounts (Better Auth's tables; property names are the field names it expects) ──────────

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

/**
 * API keys (Better Auth's API-key plugin, model `apikey`): only the key's hash is kept, with its
 * first characters to tell keys apart; `referenceId` is the owning user. Revoking deletes the row.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    configId: text("config_id").notNull().default("default"),
    name: text("name"),
    start: text("start"),
    prefix: text("prefix"),
    key: text("key").notNull().unique(),
    referenceId: text("reference_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestamp("last_refill_at", { withTimezone: true }),
    enabled: boolean("enabled").default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").default(true),
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").default(0),
    remaining: integer("remaining"),
    lastRequest: timestamp("last_request", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    permissions: text("permissions"),
    metadata: text("metadata"),
  },
  (table) => [index("api_keys_reference_id_idx").on(table.referenceId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

/** Better Auth's sign-in rate limit counters, in the database so every process shares them. */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Settings the server makes for itself once and every process must share (e.g. the auth secret). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every e-mail the server sends, and the queue of those not delivered yet. `text` never holds a
 * credential (a reset link); until delivery the whole message is kept only sealed (encrypted
 * with a key derived from the server's secret) in `sealedText`, which is wiped once the message
 * is sent or given up.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    transport: text("transport", { enum: ["smtp", "log"] }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    sealedText: text("sealed_text"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** After this the message is no use (a reset link that has expired): it is not sent. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Set for a message that must go out once (a purchase's receipt): a second is not queued. */
    reference: text("reference").unique("outbox_reference_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("outbox_due_idx").on(table.status, table.nextAttemptAt)],
);

// ── Credits ──────────────────────────────────────────────────────────────────────────────────

/** A user's profile. `credits` caches the sum of the user's ledger; it can never go negative. */
export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    credits: bigint("credits", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("profiles_credits_not_negative", sql`${table.credits} >= 0`)],
);

/**
 * The append-only credit ledger (ADR 007). `reference` is unique per user: a checkout session
 * (`checkout:<id>`), a chat answer (`chat:<id>`), a document check, an API call or a refund
 * (`refund:…`) can move credits only once.
 */
export const creditTransactions = pgTable(
  "credit_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Insertion order. A user's inserts are serialised by the lock on their profile row. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    description: text("description"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reference: text("reference").notNull(),
  },
  (table) => [
    unique("credit_transactions_user_reference_key").on(table.userId, table.reference),
    index("credit_transactions_user_seq_idx").on(table.userId, table.seq),
    check("credit_transactions_amount_not_zero", sql`${table.amount} <> 0`),
    check("credit_transactions_balance_not_negative", sql`${table.balanceAfter} >= 0`),
  ],
);

/** One row per checkout started; fulfilment is keyed on its id through the ledger reference. */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["stripe", "test"] }).notNull(),
    pack: text("pack").$type<PackId>().notNull(),
    credits: bigint("credits", { mode: "number" }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["open", "paid", "canceled", "failed"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("checkout_sessions_user_idx").on(table.userId)],
);

/**
 * What the property-data provider said about an address, kept so the same address is not paid
 * for twice; `details` is null when the provider knows no such property.
 */
export const propertyDetailsCache = pgTable("property_details_cache", {
  addressKey: text("address_key").primaryKey(),
  details: jsonb("details").$type<PropertyDetails | null>(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});

// ── Projects and chat ─────────────────────────────────────────────────────────────────────

/** A project, kept for the user: one property address and what is known about it. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    address: text("address").notNull(),
    propertyDetails: jsonb("property_details").$type<PropertyDetails | null>(),
    projectType: text("project_type").notNull().default("building_permit"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("projects_user_idx").on(table.userId, table.updatedAt)],
);

/**
 * A chat message. A question and its answer share the request's idempotency key, so a
 * retried request finds the answer it already paid for. An answer is `pending` while it streams.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id").notNull(),
    projectId: text("project_id"),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull().default(""),
    status: text("status", { enum: ["pending", "complete", "failed"] })
      .notNull()
      .default("complete"),
    requestKey: text("request_key").notNull(),
    extras: jsonb("extras").$type<ChatExtras>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("chat_messages_request_role").on(table.userId, table.requestKey, table.role),
    index("chat_messages_session_idx").on(table.userId, table.sessionId, table.createdAt),
  ],
);

/**
 * Experts: vetted professionals an operator added (`npm run experts:add`), which an
 * answer can point to. The permit office of the address is not stored: it comes from the
 * knowledge base.
 */
export const experts = pgTable("experts", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  avatarUrl: text("avatar_url"),
  role: text("role").notNull(),
  specialty: text("specialty").notNull(),
  experience: text("experience").notNull(),
  /** 1 to 5, in tenths; null unless real reviews stand behind it. */
  rating: real("rating"),
  reviewCount: integer("review_count"),
  location: text("location").notNull(),
  availability: text("availability").notNull(),
  phoneNumber: text("phone_number"),
  website: text("website"),
  /** Words of questions this expert helps with ("architect", "structural"). */
  topics: text("topics").array().notNull(),
  isDemo: boolean("is_demo").notNull().default(false),
});

// ── Document checks ───────────────────────────────────────────────────────────────────────

/**
 * A paid check of a permit application's documents. Charged when created (reference
 * `documents:<id>`), read and checked by a background job that any server process may take up
 * (a `heartbeatAt` older than a few minutes means the process working on it died), refunded if
 * it fails. `findings` is the checklist's verdicts once done.
 */
export const documentChecks = pgTable(
  "document_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestKey: text("request_key").notNull(),
    /** The user's project at this address, when they have one: its checks are filed under it. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    address: text("address").notNull(),
    /** Who issues permits there, as the check was made ("City of Austin"). */
    jurisdiction: text("jurisdiction").notNull(),
    /** The knowledge base's project type (`addition`, `deck`, …). */
    projectType: text("project_type").notNull(),
    status: text("status", { enum: ["queued", "reading", "checking", "done", "failed"] })
      .notNull()
      .default("queued"),
    credits: integer("credits").notNull(),
    pagesTotal: integer("pages_total").notNull(),
    pagesRead: integer("pages_read").notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    findings: jsonb("findings").$type<DocumentFinding[]>().notNull().default([]),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("document_checks_user_request_key").on(table.userId, table.requestKey),
    index("document_checks_user_idx").on(table.userId, table.createdAt),
    index("document_checks_open_idx")
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'reading', 'checking')`),
  ],
);

/** An uploaded file of a check; its bytes are in the document store under `storageKey`. */
export const documentFiles = pgTable(
  "document_files",
  {
    id: uuid("id").primaryKey(),
    checkId: uuid("check_id")
      .notNull()
      .references(() => documentChecks.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    mime: text("mime").$type<DocumentMimeType>().notNull(),
    bytes: integer("bytes").notNull(),
    pages: integer("pages").notNull(),
    storageKey: text("storage_key").notNull(),
  },
  (table) => [index("document_files_check_idx").on(table.checkId, table.position)],
);
